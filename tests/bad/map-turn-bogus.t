# tests/bad/map-turn-bogus.csv (see README.md): set,turn not of the DAY-PERIOD form (65)
cmd: check tests/bad/map-turn-bogus.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-turn-bogus.csv:9:3: turn '10-evening' is not DAY-PERIOD, e.g. 9-morning, 12-afternoon, 13-night (umpire-salerno43(7))
