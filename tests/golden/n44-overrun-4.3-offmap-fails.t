# §4.3 off the map: de-9pz alone (10 vs 6, 1.5/1) rolls 1: 1/D1, the US unit stays: the
# overrun fails, the Panzer unit stays in Paris with a step lost and one more D level:
# D1.
cmd: resolve tests/golden/data/n44-offmap-move.csv overrun unit=de-9pz to=box:Le-Mans --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-9pz,german,de,armour,9Pz,1,2,.*,box:Paris,1,0," $TMP/out.csv
--- stdout
Attack 10 against defence 6: 10 vs 6 = 1.67, column 1.5/1, rounded down for the defender (§6.3).
Final column 1.5/1 (§6.3).
Overrun: the German player rolls 1d6 = 1: 1 on column 1.5/1: 1/D1 (§4.3, §6.3).
The attacker's unit de-9pz loses 1 step: flipped to a weaker face (§6.10).
us-4-armd is now D1 (§6.5).
The overrun fails: de-9pz's move ends in box:Paris, one more level of disorganization (D1) (§4.3).
--- stderr
