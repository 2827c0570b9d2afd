# §15.23: a tow-only gun on its back does not take part in a combat.
cmd: resolve tests/golden/data/review-f4.csv assault from=4211 to=4111 support=us-105 --dice 6,6,1,1
status: 1
--- stderr
umpire: assault: us-105 is on its back (flipped): only units face up take part in a combat (§15.23)
