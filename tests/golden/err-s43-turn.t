# check: set,turn is D-morning, D-afternoon or D-night, D = 9 to 17.
cmd: check tests/golden/data/bad-turn.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/bad-turn.csv:6:3: turn '11-evening' is not D-morning, D-afternoon or D-night, D = 9 to 17 (umpire-salerno43(7))
