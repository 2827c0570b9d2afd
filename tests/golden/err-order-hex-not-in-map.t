# to=2230: a well-formed hex that the state's map has no 'hex' row for: order data
# the state cannot resolve, exit 65.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2230 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: to=2230: hex 2230 is not in the map of fixtures/salerno43/commandos-2129.csv (no 'hex' row)
