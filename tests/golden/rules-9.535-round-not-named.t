# §9.534-§9.535 (A13): a direct supporter with a single value supports in one
# round of its player's choice: the order must name it (m10-a@2), umpire does
# not pick one.
cmd: resolve tests/golden/data/rules-support.csv assault from=4211 to=4111 support=m10-a --dice 1,1,6,6
status: 64
--- stderr
umpire: assault: m10-a supports in one round only, of its player's choice (§9.534, §9.535): name it, e.g. m10-a@1
