# check: a drop row's turn must be a night turn (§3.3 A b).
cmd: check tests/golden/data/bad-drop-turn.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/bad-drop-turn.csv:27:4: turn '13-morning' is not a night turn (D-night, §3.3 A b)
