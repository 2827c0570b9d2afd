# DT-06 (§8.51): B/1/16 alone with infantry under no HQ's command (and no radio
# known): the naval marker cannot be added.
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=B/1/16 naval=yes --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: assault: naval fire needs an attacking infantry unit under HQ command (or with a radio of its own, not in the state) (§8.1, §8.51)
