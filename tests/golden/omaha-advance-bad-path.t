# §16.82: the path ends on the destination.
cmd: resolve tests/examples/data/omaha-adv-free.csv advance position=B1 path=1221
status: 64
--- stdout
--- stderr
umpire: advance: the path must end on the destination 1222
