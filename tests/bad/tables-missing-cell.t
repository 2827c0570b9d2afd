# tests/bad/tables-missing/salerno43/combat.csv (see README.md): the row attacker,1:1
# lacks its last cell: the table is refused, at its line and the missing cell's
# number, nothing written.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top policy=never --dice 1,1,6,6 --tables tests/bad/tables-missing -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/bad/tables-missing/salerno43/combat.csv:22:9: row has 8 cells, the header has 9
