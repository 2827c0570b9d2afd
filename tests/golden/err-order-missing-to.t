# A required key left out (to=): exit 64, the message shows its syntax.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 --dice 1,1,6,6 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: missing to=HEX[,HEX...]
