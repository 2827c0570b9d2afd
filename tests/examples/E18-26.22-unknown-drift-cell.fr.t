# French transcript of E18-26.22-unknown-drift-cell.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e18.csv paradrop --dice 1,2,6,3,3,5 --lang fr
status: 69
--- stdout
--- stderr
umpire: tables/salerno43/drift.csv:39:3: table salerno43/drift, ligne « 4,6 », colonne « path » inconnue ('?') (§26.22) : le livret de règles ne donne pas cette valeur. Complétez-la : modifiez tables/salerno43/drift.csv, ou passez --tables DIR avec votre propre copie de drift.csv.
