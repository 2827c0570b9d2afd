# E2 (§2.2): the defender chooses the village or the bocage: the order names it.
cmd: odds tests/examples/data/n44-e2.csv assault hq=us-vii att=us-2-armd to=1213 --tables tests/examples/data/normandie44-tables
status: 64
--- stdout
--- stderr
umpire: assault: 1213 is a village or bocage at the defender's choice, not both (§2.2, E2): name terrain=terrain, terrain=settlement or terrain=best
