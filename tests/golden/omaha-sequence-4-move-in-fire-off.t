# §4, §15: with the ruling sequence=off the same move is resolved, and the log
# says it was given out of the sequence of play.
cmd: resolve tests/golden/data/omaha/seq-german-fire.csv move unit=A/2R to=0817 --rule sequence=off --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,A/2R,1,1,ranger,3,3,1,0817,' $TMP/s.csv && grep -qx 'set,phase,german-fire' $TMP/s.csv
--- stdout
Ruling sequence=off: 'move' is given in the German fire phase, out of the sequence of play (§4, §15).
A free action (a Ranger unit): the 1st Division's count stays (§7.1).
A/2R moves from 0816 to 0817 (§7.3).
--- stderr
