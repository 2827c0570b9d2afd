# §19.33: German artillery fired in the sector this turn: no range increase.
cmd: resolve tests/examples/data/omaha-base-art.csv base div=1 hex=0711 action=advance --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: base: German artillery fired in the east sector this turn: no range increase (§19.33)
