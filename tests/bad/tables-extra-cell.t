# tests/bad/tables-extra/salerno43/combat.csv (see README.md): the row defender,2:1 has
# one cell more than the header: the table is refused, at its line and the extra
# cell's number, nothing written.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top policy=never --dice 1,1,6,6 --tables tests/bad/tables-extra -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/bad/tables-extra/salerno43/combat.csv:32:10: row has 10 cells, the header has 9
