# French transcript of n44-T28-4.1.2-interdiction-passes.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t28.csv strategic unit=de-9pz path=Rennes --tables tests/examples/data/normandie44-tables --dice 3 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,de-9pz,.*,box:Rennes," $TMP/out.csv
--- stdout
de-9pz quitte Le-Mans : 1d6 = 3, sans modificateur : 3 contre 4 : elle passe (§4.1.2).
de-9pz se déplace en Rennes (§4.1.2).
--- stderr
