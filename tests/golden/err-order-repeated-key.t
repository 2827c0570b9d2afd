# The same key given twice (from= ... from=): exit 64.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 from=2129 to=2228 --dice 1,1,6,6 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: 'from' given twice
