# set,weather must be clear, cloudy or rain (§22): bad state data, file:line:column.
cmd: check tests/golden/data/bad-weather.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/bad-weather.csv:13:3: weather 'sunny' is not a value of umpire-salerno43(7)
