# BUG: att=ghost names no unit of the state, which unit_list() calls order data (65),
# but participants() does not look the id up: today exit 1, 'no unit of 2129 fights (att=)'.
# Expected: exit 65 and the message support= and axis_loss= give for an unknown id.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 att=ghost -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: att=: no unit 'ghost' in fixtures/salerno43/commandos-2129.csv
