# tests/bad/hex-works-no-construction.csv (see README.md): a works turn on a hex with no construction under way (position ip, not ip_building or fortified_building). Refused at its line and field (65).
cmd: check tests/bad/hex-works-no-construction.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/hex-works-no-construction.csv:23:6: works '10-morning' is not allowed without a construction under way (position ip_building or fortified_building)
