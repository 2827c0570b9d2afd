# observers: sector= is east, west or both.
cmd: resolve tests/examples/data/omaha-observers.csv observers sector=north --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: observers: sector=north is not east, west or both
