# French transcript of EX-16-2.2-remplacant-3-squares.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=brit target=mg replace=loader3 --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: loader3 est à 3 cases de mg : 2 au plus (§2.2 remplaçant)
