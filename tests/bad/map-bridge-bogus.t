# tests/bad/map-bridge-bogus.csv (see README.md): a bridge column value that is neither intact nor destroyed (65, its line and field)
cmd: check tests/bad/map-bridge-bogus.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-bridge-bogus.csv:31:8: bridge 'broken' is not empty, intact or destroyed
