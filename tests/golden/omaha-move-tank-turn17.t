# §7.3: from turn 17 the tank may leave the beach (TEST DATA terrain: shelf allowed).
cmd: resolve tests/examples/data/omaha-ex07-extended.csv move unit=T1 to=0709 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,T1,.*,0709,' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
T1 moves from 0609 to 0709 (§7.3).
--- stderr
