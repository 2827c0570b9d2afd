# §9.63 b: the two attacks may not add up to more than the odds (8:1 here).
cmd: resolve tests/golden/data/rules-8to1.csv assault from=4211 to=4111 over8=5+4 --dice 6,6,6,6,1,1,6,6
status: 1
--- stderr
umpire: over8=5+4: the two attacks add up to more than the 8:1 available (§9.63 b)
