# French transcript of E15-25.23-odds-savannah.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/e16.csv bombard kind=naval by=us-cl-savannah at=2530 --lang fr
status: 69
--- stdout
--- stderr
umpire: tables/salerno43/ship-backs.csv:27:4: table salerno43/ship-backs, ligne « us-cl,6 », colonne « step » inconnue ('?') (§25.14, §16.33) : le livret de règles ne donne pas cette valeur. Complétez-la : modifiez tables/salerno43/ship-backs.csv, ou passez --tables DIR avec votre propre copie de ship-backs.csv.
