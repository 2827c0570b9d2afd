# T10 (§4.3): the Panzer stack overruns 0713: 14 vs 4 is 3/1, no HQ shift, no
# Offensive marker spent; a 3 reads -/2R1: the US unit is destroyed, and the stack
# enters 0713 having spent 3 + 1 MP.
cmd: resolve tests/examples/data/n44-t10.csv overrun unit=de-2pz-3,de-2pz-304 to=0713 --tables tests/examples/data/normandie44-tables --dice 3 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-2pz-3,german,de,armour,2Pz,2,2,8/5,5/3,10,2,0713,0,0,.*mp=4" $TMP/out.csv
sh: grep -q "^marker,off-1,offensive,0812,german" $TMP/out.csv
--- stdout
Attack 14 against defence 4: 14 vs 4 = 3.50, column 3/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 3/1 (§6.3).
Overrun: the German player rolls 1d6 = 3: 3 on column 3/1: -/2R1 (§4.3, §6.3).
The defender's unit us-29-116 loses 2 steps: destroyed, to the Cadre box of the destroyed units (§6.10).
The overrun succeeds: the stack enters 0713 and may go on moving, out of enemy ZOC, ignoring the ZOC of the units it pushed back (§4.3).
--- stderr
