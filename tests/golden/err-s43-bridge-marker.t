# check: a bridge marker is a demolition value 0 to 3 (§20.11).
cmd: check tests/golden/data/bad-bridge-marker.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/bad-bridge-marker.csv:25:5: marker '7' is not empty or a demolition value 0 to 3 (§20.11)
