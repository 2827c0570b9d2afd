# French transcript of EX-17-3-setup-pool-short.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-setup-short.csv setup scenario=standard --seed 1 -o $TMP/s.csv --lang fr
status: 65
--- stdout
--- stderr
umpire: tests/examples/data/omaha-setup-short.csv : le stock WN (position box-wn) contient 8 unités (classe autre) ; §3 en place 9
