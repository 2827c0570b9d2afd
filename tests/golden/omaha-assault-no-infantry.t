# §8.1: at least one infantry unit attacks from an adjacent hex.
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=T3 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: assault: at least one infantry unit must attack from a hex adjacent to 1010 (§8, §8.1)
