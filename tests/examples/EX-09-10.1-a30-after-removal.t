# EX-09 (§10.1), ruling a30-clearing-disrupted default (after-removal): the same
# state; WN 60 is no longer disrupted after §6.4: 0606 stays uncleared.
cmd: resolve tests/examples/data/omaha-ex09-undisrupted.csv clear sector=east hexes=0606 --card fire=red,violet,blue -o $TMP/s.csv
status: 1
--- stdout
--- stderr
umpire: clear: 0606 is in the field of fire of WN60 (violet), a non-disrupted position whose colour is on this turn's east fire card (§10.1)
