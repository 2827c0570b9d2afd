# §4 V, §15 VI: in the US action phase (set,phase,us-action) the move is
# accepted without a word about the sequence.
cmd: resolve tests/golden/data/omaha/seq-us-action.csv move unit=A/2R to=0817 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,A/2R,1,1,ranger,3,3,1,0817,' $TMP/s.csv && grep -qx 'set,phase,us-action' $TMP/s.csv
--- stdout
A free action (a Ranger unit): the 1st Division's count stays (§7.1).
A/2R moves from 0816 to 0817 (§7.3).
--- stderr
