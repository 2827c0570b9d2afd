# §11.1: Scenario 1 uses no heavy bombers.
cmd: resolve tests/examples/data/n44-bomb-naval.csv bombard kind=carpet at=0713 air=x --tables tests/examples/data/normandie44-tables --dice 2
status: 65
--- stdout
--- stderr
umpire: bombard: air=: no air counter 'x'
