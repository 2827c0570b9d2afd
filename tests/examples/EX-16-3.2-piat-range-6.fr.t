# French transcript of EX-16-3.2-piat-range-6.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex16-checks.csv fire unit=piat target=h6 weapon=piat --dice 3 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: h6 est à 6 cases : la portée est de 5 (§3.2 piat)
