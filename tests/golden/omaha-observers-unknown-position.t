# §6.51: an observer that is not a position is bad data (exit 65), nothing written.
cmd: resolve tests/examples/data/omaha-observers-bad.csv observers --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 65
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/examples/data/omaha-observers-bad.csv: observer 'PO9' is not a position (the german rows' 'observers' column, §6.51)
