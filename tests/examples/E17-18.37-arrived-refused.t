# §18.37: a ship that arrived this turn does not bombard until the next.
cmd: resolve tests/examples/data/e17.csv bombard kind=naval by=us-cl-new at=1226
status: 1
--- stdout
--- stderr
umpire: bombard: us-cl-new arrived this turn: it bombards from the next turn's naval phase (§18.37)
