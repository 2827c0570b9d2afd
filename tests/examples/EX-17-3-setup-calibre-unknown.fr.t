# French transcript of EX-17-3-setup-calibre-unknown.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-setup-unknown.csv setup scenario=standard --seed 1 -o $TMP/s.csv --lang fr
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/examples/data/omaha-setup-unknown.csv:74 : la colonne calibre de l'unité WN g88-1 est inconnue (§3) : le livret n'imprime pas les pions. Remplissez-la d'après le pion (88, rocket, un autre calibre, ou vide)
