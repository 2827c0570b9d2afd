# §19.3, §19.32: B6 (0610) is in WN66's field of fire: out of the base's range, no garrison.
cmd: resolve tests/examples/data/omaha-base-garrison.csv base div=1 hex=0711 action=garrison position=B6 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: base: B6 (0610) is in the field of fire of WN66: out of the base's range, no garrison (§19.3, §19.32)
