# §8.3, §7.7: R/1/16 (reduced: its printed BZ, §8.21) alone, 3 against 5 (TEST DATA
# 1:2, unrevealed marker: usdisrupt) is disrupted.
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=R/1/16 us_hit=R/1/16 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,R/1/16,1,1,inf,2,3,1,1009,ER1,1,' $TMP/s.csv
--- stdout
Action 1 of 2 of the 1st Division (§7).
g50 in 1010 is revealed (§8.3).
R/1/16 (inf, 1 hex): strength 3, weapons BZ (§8.1).
Weapons required: BZ FL; missing: FL (FL: two attacking hexes not adjacent to each other, §8.22) (§8.2).
German defence 5 = unit 4 + terrain 1 + hexside 0 (plain hexside, the least favourable to the defender) (§8.31).
US strength 3 against 5 (§8.3).
US Attack Table, weapons absent, ratio 1:2, unrevealed_reserve: usdisrupt (§8.3).
R/1/16 is disrupted (this action phase: it cannot remove the marker before the next) (§7.7).
--- stderr
