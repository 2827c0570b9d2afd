# support=ghost: no unit 'ghost' in the state: exit 65.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 support=ghost -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: support=: no unit 'ghost' in fixtures/salerno43/commandos-2129.csv
