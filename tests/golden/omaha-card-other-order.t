# --card on an order that draws no card.
cmd: resolve tests/examples/data/omaha-ashore-2.csv ashore --card 3
status: 64
--- stdout
--- stderr
umpire: --card: the order 'ashore' draws no card
