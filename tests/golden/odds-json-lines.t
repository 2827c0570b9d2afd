# JSON Lines (--format json with --batch): one object per order per line, parsed by
# Python's json module: snake_case keys, numbers as numbers (the row, the status,
# the outcome columns that are whole numbers, the runs), fractions as {num, den,
# decimal} with num and den whole numbers, the name carried through, every summary
# key present (null when the game does not report it), and a failed row an object
# with its status and error.
cmd: odds fixtures/salerno43/commandos-2129.csv --batch tests/golden/data/batch-bad-rows.csv --format json --jobs 1
status: 64
sh: python3 tests/golden/data/odds-json-lines.py $TMP/.out
sh: "$UMPIRE" odds fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 --format json --summary | python3 -c "import json,sys; l=sys.stdin.read().splitlines(); o=json.loads(l[0]); assert len(l) == 1 and 'row' not in o and 'outcomes' not in o and o['summary']['exp_steps_lost_defender']['num'] == 5"
