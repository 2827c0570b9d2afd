# T3 (§6.5): a stack A1 struck by an A1 result becomes A2: 1 cruiser point, a 4 reads A1
# (test TB).
cmd: resolve tests/examples/data/n44-bomb-naval.csv bombard kind=naval at=0714 cruisers=1 --tables tests/examples/data/normandie44-tables --dice 5 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-91-1057,german,de,infantry,91,2,2,3/2,3/2,6,2,0714,0,2," $TMP/out.csv
--- stdout
Bombardment of 0714, strength 1: 1d6 = 5: 5: A1 (TB) (§6.2).
de-91-1057 is affected: A2 (§6.5).
de-91-1058 is affected: A2 (§6.5).
The W cursor moves 1 box left (§6.2).
--- stderr
