# French transcript of DT-12-5.34-delay-turn6-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-arrive-6.csv arrive delay=P/3/116 -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: delay=P/3/116 : un retard volontaire n'est permis qu'à partir du tour 7 (§5.34)
