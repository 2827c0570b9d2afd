# §4.3: after the overrun the stack goes on moving: 0813 lies in the ZOC of the unit it pushed
# back to 0714, which it ignores ("la pile ignore la ZdC des unités qu'elle vient de
# repousser"): no stop, no cost to leave 0713; 4 + 2 of 10 MP.
cmd: resolve tests/golden/data/n44-overrun-go.csv overrun unit=de-2pz-3,de-2pz-304 to=0713 def_retreat=0714 --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/out.csv
status: 0
sh: $UMPIRE resolve $TMP/out.csv move unit=de-2pz-3,de-2pz-304 path=0813,0913 --tables tests/examples/data/normandie44-tables -o $TMP/b.csv
sh: grep -q "^unit,de-2pz-3,.*,0913,0,0,armdiv;.*mp=6" $TMP/b.csv
sh: $UMPIRE resolve $TMP/b.csv turn --tables tests/examples/data/normandie44-tables -o $TMP/c.csv && ! grep -q 'overran\|overrun.pushed' $TMP/c.csv
--- stdout
Attack 14 against defence 4: 14 vs 4 = 3.50, column 3/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 3/1 (§6.3).
Overrun: the German player rolls 1d6 = 1: 1 on column 3/1: -/1R1 (§4.3, §6.3).
The defender's unit us-29-116 loses 1 step: flipped to a weaker face (§6.10).
us-29-116 retreats to 0714 (§6.6).
The overrun succeeds: the stack enters 0713 and may go on moving, out of enemy ZOC, ignoring the ZOC of the units it pushed back (§4.3).
--- stderr
