# §8.42: a morning 5 with a CL in the hex reads as 4, and the hit must be on an M
# or a CL: only uk-cl qualifies, so it is hit without a choice. Ruling
# ship-repair=8-turns brings it back on the 12th afternoon (10th morning + 7, as E15 counts).
cmd: resolve tests/examples/data/ships.csv bombard kind=ships at=2540 --dice 2,3 --rule ship-repair=8-turns
status: 0
sh: grep -q "^ship,uk-cl,UK,CL,off,,,full,,12-afternoon,$" "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis air attack on the ships in 2540 (morning turn) (§8.1).
Axis rolls 2d6 = 2+3 = 5, read as 4 (an M or a CL is in the hex, and must be the one hit): a hit on a ship other than a BB (§8.42).
uk-cl (CL) is hit and leaves for repairs before the naval bombardment phase: back on 12-afternoon (§8.2, §8.3).
