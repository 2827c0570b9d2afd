# §7.32: WN 99 disrupted: no infiltration check.
cmd: resolve tests/examples/data/omaha-ex07-disrupted.csv move unit=K/3/16 to=0711 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0711,' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
K/3/16 moves from 0710 to 0711 (§7.3).
--- stderr
