# §1.1.1.3: a unit at rest on the map regains one step, whatever repos-steps says.
cmd: resolve tests/golden/data/n44-repos.csv replace unit=us-9 --tables tests/examples/data/normandie44-tables --rule repos-steps=full -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-9,allied,us,infantry,9,3,3,.*,0510,0,0,rest;replaced$" $TMP/out.csv
--- stdout
us-9 regains a step for a replacement: 3 of 3 (§1.1.1.3).
--- stderr
