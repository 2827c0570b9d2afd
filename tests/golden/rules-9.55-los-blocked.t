# §9.54-§9.55 c: the line from 4411 to 4111 crosses 4211, which holds units at
# the level of the line's end: no line of sight, no direct support.
cmd: resolve tests/golden/data/rules-support.csv assault from=4211 to=4111 support=m10-b --dice 6,6,6,6
status: 1
--- stderr
umpire: assault: m10-b has no line of sight: 4211 holds a unit at the same level (§9.55 c) (§9.54)
