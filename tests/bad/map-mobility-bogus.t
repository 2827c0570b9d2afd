# tests/bad/map-mobility-bogus.csv (see README.md): a unit mobility that is neither foot nor mech (65)
cmd: check tests/bad/map-mobility-bogus.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-mobility-bogus.csv:21:29: mobility 'wheels' is not empty, foot or mech
