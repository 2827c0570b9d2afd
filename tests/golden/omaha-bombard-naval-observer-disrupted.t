# §8.52: the observer must be non-disrupted infantry.
cmd: resolve tests/examples/data/omaha-barrage.csv bombard type=naval target=0810 observer=D/1/16
status: 1
--- stdout
--- stderr
umpire: bombard: the observer D/1/16 must be non-disrupted infantry (§8.4, §8.52)
