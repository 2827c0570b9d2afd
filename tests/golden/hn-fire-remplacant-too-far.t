# §2.2 remplaçant: loader3 is 3 squares from mg: refused.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=brit target=mg replace=loader3 --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: loader3 is 3 squares from mg: 2 at most (§2.2 remplaçant)
