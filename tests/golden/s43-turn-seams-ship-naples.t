# turn ships=: no warship in the Gulf of Naples (§25.11).
cmd: resolve tests/golden/data/s43-turn-seams.csv turn ships=us-dd-1@0101
status: 1
--- stdout
--- stderr
umpire: turn: ships=us-dd-1@0101: warships may not be placed in the Gulf of Naples (§25.11)
