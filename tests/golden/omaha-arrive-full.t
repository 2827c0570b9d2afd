# §5.31: three units would be placed in ER3.
cmd: resolve tests/examples/data/omaha-arrive-full.csv arrive
status: 1
--- stdout
--- stderr
umpire: box ER3 would hold 3 units: one or two may be placed in a box, leaders not counted (§5.31)
