# §19.3, §19.31: C3 (0912) is 2 hexes from the base, range 1 (TEST DATA track): no garrison.
cmd: resolve tests/examples/data/omaha-base-garrison.csv base div=1 hex=0711 action=garrison position=C3 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: base: C3 (0912) is beyond the range 1 of the base in 0711 (§19.3, §19.31)
