# §4.3, §5.2 (ruling overrun-offmap=allowed): off the map an overrun costs nothing; the
# stack in Paris overruns Le Mans (20 vs 6, 3/1): the US 4th Armored loses a step and
# retreats to Rennes, the one box free of the enemy; the stack enters Le Mans, German now.
cmd: resolve tests/golden/data/n44-offmap-move.csv overrun unit=de-116pz,de-9pz to=box:Le-Mans --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-116pz,.*,box:Le-Mans," $TMP/out.csv
sh: grep -q "^unit,us-4-armd,.*,1,2,.*,box:Rennes," $TMP/out.csv
sh: grep -q "^box,Le-Mans,german," $TMP/out.csv
--- stdout
Attack 20 against defence 6: 20 vs 6 = 3.33, column 3/1, rounded down for the defender (§6.3).
Final column 3/1 (§6.3).
Overrun: the German player rolls 1d6 = 1: 1 on column 3/1: -/1R1 (§4.3, §6.3).
The defender's unit us-4-armd loses 1 step: flipped to a weaker face (§6.10).
us-4-armd retreats to Rennes (§6.6, §6.12).
The overrun succeeds: the stack enters Le-Mans (its cost is nil off the map) (§4.3, §5.2).
--- stderr
