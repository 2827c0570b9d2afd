# French transcript of n44-E3-5.4-hq-returns-german.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-e3.csv turn to=B2-reinforce place=de-lxxxiv:box:Rennes --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^hq,de-lxxxiv,german,de,2,8,available,box:Rennes," $TMP/out.csv
--- stdout
Tour 2 : B-air se termine ; B1-reinforce commence (§1.0).
L'EM us-vii revient en renfort, dans la réserve stratégique alliée (§5.4).
Tour 2 : B1-reinforce se termine ; B1-move commence (§1.0).
Tour 2 : B1-move se termine ; B1-combat commence (§1.0).
Tour 2 : B1-combat se termine ; B2-reinforce commence (§1.0).
L'EM de-lxxxiv revient en renfort: box:Rennes (§5.4).
--- stderr
