# §1.1.2.2: the reinforcement phase is the one of the moves off the map: no overrun on the map
# in it.
cmd: resolve tests/golden/data/n44-overrun-reinforce.csv overrun unit=de-2pz-3,de-2pz-304 to=0713 --tables tests/examples/data/normandie44-tables --dice 1
status: 1
--- stdout
--- stderr
umpire: on the map, units move in the movement phase: this is the phase of the moves off the map (§1.1.2.2)
