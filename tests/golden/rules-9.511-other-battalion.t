# §9.511: heavy weapons support only their own battalion.
cmd: resolve tests/golden/data/rules-support.csv assault from=4211 to=4111 support=us-hw2 --dice 6,6,6,6
status: 1
--- stderr
umpire: assault: heavy weapons us-hw2 support only their own battalion (2/141) (§9.511)
