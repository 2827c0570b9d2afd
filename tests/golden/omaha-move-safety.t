# §7.1: D/1/16 moves from the beach hex 0609 (1 hex from the bluff) to 0710, which
# borders it: a safety move, a free action.
cmd: resolve tests/examples/data/omaha-safety.csv move unit=D/1/16 to=0710 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
--- stdout
A safety move: from the beach to a beach hex closer to a protection hexside (1 to 0 hexes): a free action (§7.1).
A free action (a safety move): the 1st Division's count stays (§7.1).
D/1/16 moves from 0609 to 0710 (§7.3).
--- stderr
