# usloc changes nothing and draws no card: no odds.
# TEST STATE (made-up map, tests/examples/data/omaha-usloc.py).
cmd: odds tests/examples/data/omaha-usloc.csv usloc hex=0712
status: 64
--- stdout
--- stderr
umpire: omaha: 'usloc' leaves nothing to chance: its outcome is certain (resolve it)
