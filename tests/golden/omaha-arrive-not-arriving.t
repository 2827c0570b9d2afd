# place= names a unit that does not arrive this turn.
cmd: resolve tests/examples/data/omaha-arrive-3.csv arrive place=I/3/16:ER3
status: 1
--- stdout
--- stderr
umpire: place=: I/3/16 does not arrive on turn 3 (§5.3)
