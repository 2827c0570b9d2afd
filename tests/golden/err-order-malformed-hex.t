# to=22x8 is not a CCRR hex: usage error, exit 64.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=22x8 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: to=22x8 is not a list of 1 to 6 CCRR hexes, comma-separated
