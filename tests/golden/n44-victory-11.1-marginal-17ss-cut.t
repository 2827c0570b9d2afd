# §11.1: two divisions trace a supply line to the south edge but the 17th SS, whose
# column the US 9th closes, is not one of them: only a marginal victory.
cmd: resolve tests/golden/data/n44-cherbourg-end-cut.csv victory --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
--- stdout
de-353 of the 353 traces a supply line to the south edge (§11.1, §7.3.1).
de-77 of the 77 traces a supply line to the south edge (§11.1, §7.3.1).
The German player holds both Cherbourg hexes at the end of turn 4 and 2 divisions trace a supply line to the south edge, not the 17th SS: a marginal victory (§11.1).
--- stderr
