# A batch row that fails (row 2, line 3: to=2230 is not in the fixture's map) is an
# error row, exit status 65 and the message placed at the batch file's line and column
# of the order; the batch goes on, and the run exits 65, saying how many rows failed.
cmd: odds fixtures/salerno43/commandos-2129.csv --batch tests/golden/data/batch-bad-row.csv --summary
status: 65
sh: python3 -c "import csv,sys; r=list(csv.DictReader(open(sys.argv[1]))); assert [x['status'] for x in r] == ['0', '65'] and r[1]['error'].startswith('tests/golden/data/batch-bad-row.csv:3:1: ')" $TMP/.out
--- stderr
umpire: 1 of 2 orders failed (see their rows); the first, row 2: tests/golden/data/batch-bad-row.csv:3:1: assault: to=2230: hex 2230 is not in the map of fixtures/salerno43/commandos-2129.csv (no 'hex' row)
