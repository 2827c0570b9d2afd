# move (§24.12, ruling first-wave-malus=9-morning, the default): in the afternoon
# of the 9th the first wave has its full MA 6: three hexes on foot, 6 MP.
cmd: resolve tests/golden/data/move-b-9pm.csv move unit=us-inf-1 path=2120,2121,2122 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-inf-1,.*,2122,,1,.*,first_wave;moved;mp=6,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-inf-1: movement allowance 6, on foot (§2.12).
2120: +2 MP (on foot), 2 of 6 MP spent (§5.22).
2121: +2 MP (on foot), 4 of 6 MP spent (§5.22).
2122: +2 MP (on foot), 6 of 6 MP spent (§5.22).
Moved to 2122: 3 hexes entered (§5.1).
--- stderr
