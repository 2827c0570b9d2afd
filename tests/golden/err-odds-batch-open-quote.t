# A batch file whose quote is never closed is malformed (65), and names its line.
cmd: odds fixtures/salerno43/commandos-2129.csv --batch tests/golden/data/batch-open-quote.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/batch-open-quote.csv:2: malformed CSV (a quote is never closed)
