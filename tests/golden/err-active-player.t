# The state's active player is allied (set,active,allied) but the units in from=2228
# are Axis: in round 1 the active player is the attacker (§9.61). Exit 1.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2228 to=2129 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 1
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: the active player is allied: in round 1 the active player is always the attacker (units in from= are axis) (§9.61)
