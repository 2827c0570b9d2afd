# French transcript of E10-16.33-axis-back-unknown.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e10.csv bombard kind=air value=2 at=3133 --dice 3,3,1 --lang fr
status: 69
--- stdout
--- stderr
umpire: tables/salerno43/air-markers.csv:16:3: table salerno43/air-markers, ligne « axis-2,1 », colonne « immobilize » inconnue ('?') (§16.33) : le livret de règles ne donne pas cette valeur. Complétez-la : modifiez tables/salerno43/air-markers.csv, ou passez --tables DIR avec votre propre copie de air-markers.csv.
