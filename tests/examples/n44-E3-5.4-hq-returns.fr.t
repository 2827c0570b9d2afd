# French transcript of n44-E3-5.4-hq-returns.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-e3.csv turn --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^hq,us-vii,allied,us,1,8,available,reserve," $TMP/out.csv
sh: grep -q "^hq,de-lxxxiv,german,de,2,8,available,track:2:B," $TMP/out.csv
--- stdout
Tour 2 : B-air se termine ; B1-reinforce commence (§1.0).
L'EM us-vii revient en renfort, dans la réserve stratégique alliée (§5.4).
--- stderr
