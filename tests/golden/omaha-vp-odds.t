# victory draws no card: no odds.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: odds tests/examples/data/omaha-vp-fw.csv victory check=first-waves
status: 64
--- stdout
--- stderr
umpire: omaha: 'victory' leaves nothing to chance: its outcome is certain (resolve it)
