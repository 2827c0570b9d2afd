# French transcript of n44-E7-7.1.1-mulberry-built.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-e7-built.csv turn to=logistics --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^depot,mulberry-a,allied,mulberry,0714,reduced,4," $TMP/out.csv
sh: $UMPIRE resolve $TMP/out.csv turn to=turn-end --tables tests/examples/data/normandie44-tables -o $TMP/b.csv
sh: $UMPIRE resolve $TMP/b.csv turn to=logistics --tables tests/examples/data/normandie44-tables -o $TMP/c.csv && grep -q "^depot,mulberry-a,allied,mulberry,0714,full,," $TMP/c.csv
--- stdout
Tour 3 : turn-end se termine ; weather commence (§1.0).
Tour 3 : weather se termine ; logistics commence (§1.0).
Le dépôt mulberry-a est construit : sur la carte sur sa face réduite, complète plus tard (§7.1.1).
--- stderr
