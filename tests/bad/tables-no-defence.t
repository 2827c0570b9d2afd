# A terrain table without its defence column (--tables): the file, its header line and the missing column.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top policy=never --dice 1,1,6,6 --tables tests/bad/tables-no-defence -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/bad/tables-no-defence/salerno43/terrain.csv:10:1: table salerno43/terrain has no column 'defence' (§9.4)
