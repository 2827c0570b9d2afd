# §7.1, ruling a13-safety-closer=strictly: 0609 to 0610, both 1 hex from the bluff:
# not a safety move (no free action logged).
cmd: resolve tests/examples/data/omaha-safety.csv move unit=D/1/16 to=0610 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
D/1/16 moves from 0609 to 0610 (§7.3).
--- stderr
