# §8.52: no naval fire marker held.
cmd: resolve tests/examples/data/omaha-ex07.csv bombard type=naval target=0810 observer=K/3/16
status: 1
--- stdout
--- stderr
umpire: bombard: no naval fire marker held (set,naval_markers; §8.5, §8.54)
