# diff compares two states of one game: a salerno43 and a memoir44 state, exit 64.
cmd: diff fixtures/salerno43/commandos-2129.csv fixtures/memoir44/sword-beach.csv
status: 64
--- stdout
--- stderr
umpire: fixtures/salerno43/commandos-2129.csv is a salerno43 state and fixtures/memoir44/sword-beach.csv a memoir44 state: diff compares two states of one game
