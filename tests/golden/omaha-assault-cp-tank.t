# §18.3, §8.1: the CP's fire coordination: T6, 5 hexes from the target and adjacent to
# no attacking infantry, attacks at range under CP 16HQ's command (2 hexes).
cmd: resolve tests/examples/data/omaha-assault-cp.csv assault target=1010 units=B/1/16,T6 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: test -e $TMP/s.csv
--- stdout
Action 1 of 3 of the 1st Division (§17).
Action 2 of 3 of the 1st Division (§17).
g50 in 1010 is revealed (§8.3).
B/1/16 (inf, 1 hex): strength 3, weapons BR MG (§8.1).
T6 (tank, 5 hexes): strength 5, weapons AR BZ (§8.1).
Weapons required: BZ FL; missing: FL (FL: two attacking hexes not adjacent to each other, §8.22) (§8.2).
German defence 6 = unit 4 + terrain 1 + hexside 1 (shingle, the least favourable to the defender) (§8.31).
US strength 8 against 6 (§8.3).
US Attack Table, weapons absent, ratio 1:1, unrevealed_reserve: none (§8.3).
No effect (§8.3).
--- stderr
