# §3, §7.3.1, §11.1: a supply line may not pass through enemy ZOC, but « Sauf exception
# citée sur le tableau des terrains » (seed L821-825) bocage is free of it in this TET:
# the 77th traces its line down 0414 and 0514 past the US 9th, the 353rd's column (0412,
# clear) stays cut: two divisions, an operational victory. Under the ordinary test TET
# (bocage in ZOC) the 77th is cut too, and the victory marginal.
cmd: resolve tests/golden/data/n44-zoc-supply.csv victory --tables tests/golden/data/n44-zoc-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,us-9,allied,us,infantry,9,2,2,6/4,6/3,6,3,0413," $TMP/s.csv
sh: $UMPIRE resolve tests/golden/data/n44-zoc-supply.csv victory --tables tests/examples/data/normandie44-tables -o $TMP/t.csv | grep -q "1 division traces a supply line to the south edge, the 17th SS one: a marginal victory"
--- stdout
de-17ss of the 17SS traces a supply line to the south edge (§11.1, §7.3.1).
de-77 of the 77 traces a supply line to the south edge (§11.1, §7.3.1).
The German player holds both Cherbourg hexes at the end of turn 4 and 2 divisions trace a supply line to the south edge, the 17th SS one: an operational victory (§11.1).
--- stderr
