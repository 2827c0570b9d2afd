# §8.16, ruling a20-attack-once=position: a position is attacked once per phase.
cmd: resolve tests/examples/data/omaha-assault-done.csv assault target=1010 units=A/1/16,B/1/16 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: assault: WN50 has already been attacked this action phase (§8.16, ruling a20-attack-once)
