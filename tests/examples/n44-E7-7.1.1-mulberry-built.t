# E7 (§7.1.1): in turn 3's logistics phase the Mulberry comes on its reduced face; in
# turn 4's it turns full.
cmd: resolve tests/examples/data/n44-e7-built.csv turn to=logistics --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^depot,mulberry-a,allied,mulberry,0714,reduced,4," $TMP/out.csv
sh: $UMPIRE resolve $TMP/out.csv turn to=turn-end --tables tests/examples/data/normandie44-tables -o $TMP/b.csv
sh: $UMPIRE resolve $TMP/b.csv turn to=logistics --tables tests/examples/data/normandie44-tables -o $TMP/c.csv && grep -q "^depot,mulberry-a,allied,mulberry,0714,full,," $TMP/c.csv
--- stdout
Turn 3: turn-end ends; weather begins (§1.0).
Turn 3: weather ends; logistics begins (§1.0).
The depot mulberry-a is built: on the map on its reduced face, full later (§7.1.1).
--- stderr
