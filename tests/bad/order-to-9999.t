# An order naming to=9999, a well-formed hex that is not in the map of the state
# (golden/err-order-hex-not-in-map.t has 2230, next to the fixture's hexes).
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=9999 loss=top policy=never --dice 1,1,6,6 -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: to=9999: hex 9999 is not in the map of fixtures/salerno43/commandos-2129.csv (no 'hex' row)
