# fire at a friendly unit: refused.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=brit target=idle --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: idle is a friendly unit (core 3.2.3)
