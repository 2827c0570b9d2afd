# §8.5 with ruling ship-arrived (default previous-turn): us-dd arrived on the 9th
# night, the turn before this 10th morning (reinforcements come after the attack
# phase, §3.1, §3.3), and us-de this turn: a 2 gives a hit on a DD or DE and one
# on a ship other than a BB; neither D may be hit, so that hit is lost, and the
# other goes on uk-cl (named). With ship-arrived=this-turn, us-dd takes the D hit.
cmd: resolve tests/golden/data/bombard-ships-arrived.csv bombard kind=ships at=2540 --dice 1,1 hit=uk-cl
status: 0
sh: grep -q '^ship,us-dd,US,DD,2540,' "$TMP/.out"
sh: grep -q '^ship,uk-cl,UK,CL,off,' "$TMP/.out"
sh: $UMPIRE resolve tests/golden/data/bombard-ships-arrived.csv bombard kind=ships at=2540 --dice 1,1 hit=us-dd,uk-cl --rule ship-arrived=this-turn -o $TMP/t.csv
sh: grep -q '^ship,us-dd,US,DD,off,' $TMP/t.csv
sh: grep -q '^ship,uk-cl,UK,CL,off,' $TMP/t.csv
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis air attack on the ships in 2540 (morning turn) (§8.1).
Axis rolls 2d6 = 1+1 = 2: a hit on a DD or DE and a hit on a ship other than a BB (§8.2, §8.3).
No ship of the class the hit needs (DD or DE) can be hit in 2540: the hit is lost (§8.4, §8.5).
uk-cl (CL) is hit and leaves for repairs before the naval bombardment phase (the text gives no return turn; ruling ship-repair) (§8.2, §8.3).
