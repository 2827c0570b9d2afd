# turn ships=: us-dd-2 comes back on 12-morning, not 10-morning (§25.23).
cmd: resolve tests/golden/data/s43-turn-seams.csv turn ships=us-dd-2@2332
status: 1
--- stdout
--- stderr
umpire: turn: ships=: us-dd-2 is not due back by 10-morning: a ship changes hex only in the night ship movement phase (§25.23, §25.1)
