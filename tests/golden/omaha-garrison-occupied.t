# §19.3: WN66 is occupied: no garrison.
cmd: resolve tests/examples/data/omaha-base-garrison.csv base div=1 hex=0711 action=garrison position=WN66 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: base: WN66 is occupied by g66: a garrison goes on an unoccupied position (§19.3)
