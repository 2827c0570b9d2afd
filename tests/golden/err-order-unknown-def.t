# BUG: as err-order-unknown-att.t, for def=: today exit 1, 'no unit of 2228 fights (def=)'.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 def=ghost -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: def=: no unit 'ghost' in fixtures/salerno43/commandos-2129.csv
