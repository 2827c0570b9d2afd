# odds --batch streams CSV or JSON: --format text is refused (it printed CSV), exit 64.
cmd: odds fixtures/salerno43/commandos-2129.csv --batch tests/golden/data/batch.csv --format text
status: 64
--- stdout
--- stderr
umpire: --batch streams csv or json, not text (see umpire(1))
