# tests/bad/map-levels-gap.csv (see README.md): levels '1;3' refused at its line and field (65)
cmd: check tests/bad/map-levels-gap.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-levels-gap.csv:18:3: levels '1;3' are not contiguous levels 1-6, e.g. 2 or 2;3;4 or 2-4
