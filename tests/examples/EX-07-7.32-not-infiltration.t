# EX-07 (§7.32): 0710 to 0610 leaves the WN's side: no infiltration, no card.
cmd: resolve tests/examples/data/omaha-ex07.csv move unit=K/3/16 to=0610 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0610,' $TMP/s.csv
sh: test $(grep -c ',pile$' $TMP/s.csv) = 6
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
K/3/16 moves from 0710 to 0610 (§7.3).
--- stderr
