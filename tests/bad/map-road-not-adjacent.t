# tests/bad/map-road-not-adjacent.csv (see README.md): a road between two hexes that do not touch (65)
cmd: check tests/bad/map-road-not-adjacent.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-road-not-adjacent.csv:51:2: hexside '1011-1013' is not two adjacent hexes
