# Air Power (B-5, base game, not in seed; BGA AirPower.php): "a group of 4 or fewer
# enemy units adjacent to each other", one group. Two separate pairs (0604-0605
# and 0904-0905: each hex touches another, the pairs do not touch) are refused;
# either pair alone is one group (2 dice per hex, air superiority L300).
# Issue 12: the two pairs were accepted.
cmd: odds tests/golden/data/m44-air-groups.csv bombard by=air to=0604,0605,0904,0905 --card "Air Power"
status: 1
sh: "$UMPIRE" odds $ROOT/tests/golden/data/m44-air-groups.csv bombard by=air to=0604,0605 --card "Air Power" | grep -q "(de-inf-1: 2 dice; de-inf-2: 2 dice)"
--- stdout
--- stderr
umpire: the air attack's hexes must form one group of adjacent hexes: 0904 is not joined to 0604 (B-5 Air Power (base game, not in seed))
