# tests/bad/map-road-class-4.csv (see README.md): a hexside feature road4: not precipice, road1, road2 or road3 (65)
cmd: check tests/bad/map-road-class-4.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-road-class-4.csv:50:3: feature 'road4' is not precipice, road1, road2 or road3
