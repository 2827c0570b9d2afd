# land sector= is east or west.
cmd: resolve fixtures/omaha/landing-turn2.csv land sector=north
status: 64
--- stdout
--- stderr
umpire: land: sector=north is not east or west
