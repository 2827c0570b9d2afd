# §4.3: without def_retreat=, the attacker's decision waits, offering only the paths that keep
# the defender alive (not 0612 nor 0813, in the German ZOC).
cmd: resolve tests/golden/data/n44-overrun-go.csv overrun unit=de-2pz-3,de-2pz-304 to=0713 --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/out.csv
status: 0
sh: grep -q "^pending,1,german,def_retreat,us-29-116:0613|us-29-116:0614|us-29-116:0714," $TMP/out.csv
--- stdout
Attack 14 against defence 4: 14 vs 4 = 3.50, column 3/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 3/1 (§6.3).
Overrun: the German player rolls 1d6 = 1: 1 on column 3/1: -/1R1 (§4.3, §6.3).
The defender's unit us-29-116 loses 1 step: flipped to a weaker face (§6.10).
Waiting for the attacker's choice of the defender's retreat: us-29-116:0613|us-29-116:0614|us-29-116:0714 (§4.3).
--- stderr
