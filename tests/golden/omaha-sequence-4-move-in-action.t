# §4 V, §15 VI: in the US action phase (set,phase,us-action) the move is
# accepted without a word about the sequence; it records the start of the phase (§7.1) and the
# sector acting (§7.2).
cmd: resolve tests/golden/data/omaha/seq-us-action.csv move unit=A/2R to=0817 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,A/2R,1,1,ranger,3,3,1,0817,' $TMP/s.csv && grep -qx 'set,phase,us-action' $TMP/s.csv
--- stdout
The US action phase begins: command for free actions is judged now (0 units under command of an HQ, General or CP; set,commanded) (§7.1, §7.33).
The East sector acts first: all its actions before the other sector's (§7.2).
A free action (a Ranger unit): the 1st Division's count stays (§7.1).
A/2R moves from 0816 to 0817 (§7.3).
--- stderr
