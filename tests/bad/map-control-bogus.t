# tests/bad/map-control-bogus.csv (see README.md): a hex control that is neither allied nor axis (65, its line and field)
cmd: check tests/bad/map-control-bogus.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-control-bogus.csv:32:9: control 'german' is not empty, allied or axis
