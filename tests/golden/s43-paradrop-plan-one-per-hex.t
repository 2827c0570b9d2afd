# paradrop plan= (§26.11 d): one unit per target hex in a turn.
cmd: resolve tests/golden/data/s43-plan.csv paradrop plan=509-a@3157,509-b@3157
status: 1
--- stdout
--- stderr
umpire: paradrop: one unit per target hex in a turn: 3157 is 509-a's target already (§26.11 d)
