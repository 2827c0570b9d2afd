# French transcript of n44-T28-4.1.2-interdiction-blocked.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t28.csv strategic unit=de-9pz path=Rennes --tables tests/examples/data/normandie44-tables --dice 4 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,de-9pz,.*,box:Le-Mans," $TMP/out.csv
--- stdout
de-9pz quitte Le-Mans : 1d6 = 4, sans modificateur : 4 contre 4 : bloquée dans la case pour la phase (§4.1.2).
--- stderr
