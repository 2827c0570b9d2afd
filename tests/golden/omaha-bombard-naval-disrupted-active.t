# Ruling a38-observer-fields=active: a disrupted position has no field of fire:
# no observer, no barrage.
cmd: resolve tests/examples/data/omaha-barrage-disrupted.csv bombard type=naval target=0810 observer=K/3/16 --rule a38-observer-fields=active
status: 1
--- stdout
--- stderr
umpire: bombard: WN99 is disrupted and has no field of fire (§6.4): no observer can see it (ruling a38-observer-fields=active)
