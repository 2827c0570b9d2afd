# §19.1: not in the potential field of fire of a German position (0610: WN 66).
cmd: resolve tests/examples/data/omaha-base-none.csv base div=1 hex=0610 action=place
status: 1
--- stdout
--- stderr
umpire: base: 0610 is in the potential field of fire of WN66 (§19.1)
