# §6.2: destroyers reach 2 hexes from the coast, the coast hex counted.
cmd: resolve tests/examples/data/n44-bomb-naval.csv bombard kind=naval at=0814 destroyers=1 --tables tests/examples/data/normandie44-tables --dice 4
status: 1
--- stdout
--- stderr
umpire: the target is beyond the destroyers' 2 hexes from the WTF's coast (§6.2)
