# tests/bad/map-road-two-classes.csv (see README.md): one hexside with roads of two classes (65)
cmd: check tests/bad/map-road-two-classes.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-road-two-classes.csv:52:3: hexside has a road of class 1 and, on line 51, of class 3 (umpire-salerno43(7), MAP)
