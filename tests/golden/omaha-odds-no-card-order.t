# odds of an order that draws no card.
cmd: odds tests/examples/data/omaha-ashore-2.csv ashore
status: 64
--- stdout
--- stderr
umpire: omaha: 'ashore' leaves nothing to chance: its outcome is certain (resolve it)
