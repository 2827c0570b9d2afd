# A batch row that fails (row 2, line 3: to=2230 is not in the fixture's map): exit
# 65, the message placed at the batch file's line and column of the order. stdout
# (row 1, streamed before the failure) is not compared.
cmd: odds fixtures/salerno43/commandos-2129.csv --batch tests/golden/data/batch-bad-row.csv
status: 65
--- stderr
umpire: tests/golden/data/batch-bad-row.csv:3:1: assault: to=2230: hex 2230 is not in the map of fixtures/salerno43/commandos-2129.csv (no 'hex' row)
