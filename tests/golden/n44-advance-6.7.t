# §6.7: after a 2-hex retreat the attackers may advance 2 hexes into those the defender
# left, free of terrain and ZOC.
cmd: resolve tests/golden/data/n44-advance.csv advance units=us-4-8 path=0713,0613 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-4-8,allied,us,infantry,4,2,2,4/2,4/2,6,2,0613," $TMP/out.csv
--- stdout
us-4-8 advances 0713 then 0613, free of terrain and ZOC (§6.7).
An advance without exploitation: the defender may counter-attack at once (assault kind=counter) (§6.9).
--- stderr
