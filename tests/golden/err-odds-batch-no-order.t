# A batch file whose header has no column named 'order' (data/batch-no-order.csv has
# 'orders'): exit 65, placed at 1:1, nothing printed.
cmd: odds fixtures/salerno43/commandos-2129.csv --batch tests/golden/data/batch-no-order.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/batch-no-order.csv:1:1: the batch file needs a header row with a column 'order'
