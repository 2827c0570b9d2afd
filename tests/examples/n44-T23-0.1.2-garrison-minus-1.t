# T23 (§0.1.2): bombarding a garrison takes 1 off the die: 2 destroyer points, a 4
# becomes 3; with the strength-2 column of the test TB, no effect (a 4 would be A1).
cmd: resolve tests/examples/data/n44-bomb-naval.csv bombard kind=naval at=0613 destroyers=2 --tables tests/examples/data/normandie44-tables --dice 4 -o $TMP/out.csv
status: 0
sh: grep -q "^set,naval.used.wtf.destroyer,2" $TMP/out.csv
--- stdout
Bombardment of 0613, strength 2: 1d6 = 4, -1 on a garrison (§0.1.2): 3: - (TB) (§6.2).
No effect (§6.2).
The W cursor moves 2 boxes left (§6.2).
--- stderr
