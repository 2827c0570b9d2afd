# Water without a bridge: refused (water_move, test value no).
cmd: resolve tests/golden/data/hn-move.csv move unit=bridger path=F3,G3 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: F3 is water (core 5.1 eau)
