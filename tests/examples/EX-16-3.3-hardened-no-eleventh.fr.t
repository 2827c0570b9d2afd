# French transcript of EX-16-3.3-hardened-no-eleventh.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex16-hardened.csv order unit=ger token=10 -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: le pion 10 est déjà sur ger2 (core 3.1)
