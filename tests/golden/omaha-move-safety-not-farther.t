# Ruling a13-safety-closer=not-farther: the same move is a safety move.
cmd: resolve tests/examples/data/omaha-safety.csv move unit=D/1/16 to=0610 --rule a13-safety-closer=not-farther --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
--- stdout
A safety move: from the beach to a beach hex no farther from a protection hexside (1 to 1 hexes): a free action (§7.1).
A free action (a safety move): the 1st Division's count stays (§7.1).
D/1/16 moves from 0609 to 0610 (§7.3).
--- stderr
