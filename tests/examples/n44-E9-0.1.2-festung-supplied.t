# E9 (§0.1.2): the units inside the Festung St Nazaire are always supplied: the supply
# order lifts the marker of the unit under its counter.
cmd: resolve tests/examples/data/n44-e9.csv supply --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-265-895,german,de,infantry,265,2,2,3/2,3/2,6,2,in:de-stnazaire,0,0,$" $TMP/out.csv
--- stdout
Supply: 0 Allied and 0 German units unsupplied, 0 HQs (§7.3).
--- stderr
