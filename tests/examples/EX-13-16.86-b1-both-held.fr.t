# French transcript of EX-13-16.86-b1-both-held.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-adv-both.csv advance position=B1 -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'german,b1,B1,1220,reinf,352,1,0,hidden,,' $TMP/s.csv
--- stdout
Flèches de B1 pointées vers des positions tenues par les Allemands : pas d'avancée ; elle tire normalement (l'ordre « fire ») (§16.8).
--- stderr
