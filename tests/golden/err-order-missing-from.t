# A required key left out (from=): exit 64, the message shows its syntax.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault to=2228 --dice 1,1,6,6 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: missing from=HEX[,HEX...]
