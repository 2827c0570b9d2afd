# §16: no fire card on the track for the sector.
cmd: resolve tests/examples/data/omaha-adv-nocard.csv advance position=B1 path=1221,1222
status: 1
--- stdout
--- stderr
umpire: advance: no west fire card on this turn's track (the Advance is a German action of the fire phase, §16)
