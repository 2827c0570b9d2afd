# tests/bad/map-levels-reversed.csv (see README.md): levels '6-1' refused at its line and field (65)
cmd: check tests/bad/map-levels-reversed.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-levels-reversed.csv:18:3: levels '6-1' are not contiguous levels 1-6, e.g. 2 or 2;3;4 or 2-4
