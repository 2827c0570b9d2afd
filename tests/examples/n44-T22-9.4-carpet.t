# T22 (§9.4): two heavy bombers of the 8th Air Force in a carpet bombing on turn 4:
# -2 VP each; they come back on the turn track for turn 6.
cmd: resolve tests/examples/data/n44-bomb-air.csv bombard kind=carpet at=0713 air=8af-hb-1,8af-hb-2 --tables tests/examples/data/normandie44-tables --dice 2 -o $TMP/out.csv
status: 0
sh: grep -q "^air,8af-hb-1,HB,us,3,1,0,0,track:6" $TMP/out.csv
sh: grep -q "^set,vp.allied,-4" $TMP/out.csv
sh: grep -q "^set,carpet,us" $TMP/out.csv
--- stdout
Bombardment of 0713, strength 6: 1d6 = 2: 2: A1 (TB) (§6.2).
de-709-919 is affected: A1 (§6.5).
8af-hb-1 goes on the turn track: available again on turn 6 (§9.4).
8af-hb-2 goes on the turn track: available again on turn 6 (§9.4).
2 heavy bombers used: -4 VP to the Allies (§9.4).
--- stderr
