# move (§24.12): a first-wave company has 2 MA less on the 9th: 4 MP, two hexes.
cmd: resolve tests/golden/data/move-b.csv move unit=us-inf-1 path=2120,2121 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-inf-1,.*,2121,,1,.*,first_wave;moved;mp=4,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-inf-1: movement allowance 6, on foot (§2.12).
us-inf-1 landed in the first wave: -2 MA in its first movement phase, the 9th's morning, 4 (§24.12).
2120: +2 MP (on foot), 2 of 4 MP spent (§5.22).
2121: +2 MP (on foot), 4 of 4 MP spent (§5.22).
Moved to 2121: 2 hexes entered (§5.1).
--- stderr
