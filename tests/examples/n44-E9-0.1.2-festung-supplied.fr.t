# French transcript of n44-E9-0.1.2-festung-supplied.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-e9.csv supply --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,de-265-895,german,de,infantry,265,2,2,3/2,3/2,6,2,in:de-stnazaire,0,0,$" $TMP/out.csv
--- stdout
Ravitaillement : 0 unité alliée et 0 allemande non ravitaillée, 0 EM (§7.3).
--- stderr
