# DT-12 (§5.34): a voluntary delay on turn 6 is refused: allowed from turn 7.
cmd: resolve tests/examples/data/omaha-arrive-6.csv arrive delay=P/3/116 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: delay=P/3/116: a voluntary delay is allowed from turn 7 only (§5.34)
