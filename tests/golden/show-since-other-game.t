# show --since OLD: OLD must be a state of the same game (exit 64).
cmd: show fixtures/salerno43/commandos-2129.csv --format svg --since fixtures/memoir44/sword-beach.csv
status: 64
--- stdout
--- stderr
umpire: --since fixtures/memoir44/sword-beach.csv: a memoir44 state, not salerno43
