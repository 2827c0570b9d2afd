# A combat table whose row gives the total 2 twice: refused at the cell.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top policy=never --dice 1,1,6,6 --tables tests/bad/tables-overlap
status: 65
--- stdout
--- stderr
umpire: tests/bad/tables-overlap/salerno43/combat.csv:21:7: the total 2 is also in the column 3 of row attacker,1:1
