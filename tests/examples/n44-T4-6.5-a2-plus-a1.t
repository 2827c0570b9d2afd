# T4 (§6.5): a unit A2 struck again takes no more A but a level of disorganization:
# D1 becomes D2.
cmd: resolve tests/examples/data/n44-bomb-naval.csv bombard kind=naval at=0813 cruisers=1 --tables tests/examples/data/normandie44-tables --dice 5 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-243-920,german,de,infantry,243,2,2,3/2,3/2,6,2,0813,2,2," $TMP/out.csv
--- stdout
Bombardment of 0813, strength 1: 1d6 = 5: 5: A1 (TB) (§6.2).
de-243-920, A2, is struck again: no more A, a level of disorganization instead (D1 to D2) (§6.5).
The W cursor moves 1 box left (§6.2).
--- stderr
