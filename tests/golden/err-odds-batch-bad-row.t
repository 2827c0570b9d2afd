# BUG: a batch row that fails (row 2, line 3: to=2230 is not in the fixture's map): exit 65
# is right, but the message does not say which batch row failed. batch_row() in cli/odds.c
# tries to prefix FILE:LINE:COLUMN with a second err_set(), which is a no-op (err_set keeps
# the first error; it would also read e->msg while writing it), so no batch error is ever
# placed, whether the order does not parse or does not resolve. Today: 'umpire: assault:
# to=2230: hex 2230 is not in the map of ...'. stdout (row 1, streamed before the failure)
# is not compared.
cmd: odds fixtures/salerno43/commandos-2129.csv --batch tests/golden/data/batch-bad-row.csv
status: 65
--- stderr
umpire: tests/golden/data/batch-bad-row.csv:3:1: assault: to=2230: hex 2230 is not in the map of fixtures/salerno43/commandos-2129.csv (no 'hex' row)
