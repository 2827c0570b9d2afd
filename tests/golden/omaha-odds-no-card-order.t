# odds of an order that draws no card.
cmd: odds tests/examples/data/omaha-ashore-2.csv ashore
status: 64
--- stdout
--- stderr
umpire: omaha: 'ashore' draws no card: its outcome is certain (resolve it)
