# observers draws no card: no odds (resolve it).
cmd: odds tests/examples/data/omaha-observers.csv observers --tables tests/examples/data/omaha-tables
status: 64
--- stdout
--- stderr
umpire: omaha: 'observers' leaves nothing to chance: its outcome is certain (resolve it)
