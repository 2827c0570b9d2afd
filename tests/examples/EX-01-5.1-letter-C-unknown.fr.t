# French transcript of EX-01-5.1-letter-C-unknown.t (issue 19): its steps, line for line.
cmd: resolve fixtures/omaha/landing-turn2.csv land sector=west --card 12:landing=C,A,D -o $TMP/s.csv --lang fr
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tables/omaha/landing.csv:15:5: table omaha/landing, ligne « 2,inf », colonne « C » inconnue ('?') (§5.1) : le livret de règles ne donne pas cette valeur. Complétez-la : modifiez tables/omaha/landing.csv, ou passez --tables DIR avec votre propre copie de landing.csv.
