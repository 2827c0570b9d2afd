# §8.2, §8.4: a morning roll of 2: a hit on a DD or DE and a hit on a ship other
# than a BB. The DE arrived this turn and cannot be hit (§8.5): the D hit goes on
# us-dd; the Axis names uk-cl for the other. Both leave for repairs (no return
# turn: ruling ship-repair=off-map); the attack is used for the day.
cmd: resolve tests/examples/data/ships.csv bombard kind=ships at=2540 hit=us-dd,uk-cl --dice 1,1
status: 0
sh: grep -q "^ship,us-dd,US,DD,off,,,full,,,$" "$TMP/.out"
sh: grep -q "^ship,uk-cl,UK,CL,off,,,full,,,$" "$TMP/.out"
sh: grep -q "^set,ship_attack_day,10$" "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis air attack on the ships in 2540 (morning turn) (§8.1).
Axis rolls 2d6 = 1+1 = 2: a hit on a DD or DE and a hit on a ship other than a BB (§8.2, §8.3).
us-dd (DD) is hit and leaves for repairs before the naval bombardment phase (the text gives no return turn; ruling ship-repair) (§8.2, §8.3).
uk-cl (CL) is hit and leaves for repairs before the naval bombardment phase (the text gives no return turn; ruling ship-repair) (§8.2, §8.3).
