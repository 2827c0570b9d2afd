# §11.1: the German player holds both Cherbourg hexes at the end of turn 4 and two
# divisions, the 17th SS one, trace a supply line to the south edge of the map (§7.3.1:
# out of enemy ZOC; the 77th's column is closed by the US 9th): an operational victory.
cmd: resolve tests/golden/data/n44-cherbourg-end.csv victory --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
--- stdout
de-17ss of the 17SS traces a supply line to the south edge (§11.1, §7.3.1).
de-353 of the 353 traces a supply line to the south edge (§11.1, §7.3.1).
The German player holds both Cherbourg hexes at the end of turn 4 and 2 divisions trace a supply line to the south edge, the 17th SS one: an operational victory (§11.1).
--- stderr
