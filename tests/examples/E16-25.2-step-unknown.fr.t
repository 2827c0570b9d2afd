# French transcript of E16-25.2-step-unknown.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-1 at=2530 --dice 2,4,5 --lang fr
status: 69
--- stdout
--- stderr
umpire: tables/salerno43/ship-backs.csv:57:4: table salerno43/ship-backs, ligne « uk-cl,6 », colonne « step » inconnue ('?') (§25.14, §16.33) : le livret de règles ne donne pas cette valeur. Complétez-la : modifiez tables/salerno43/ship-backs.csv, ou passez --tables DIR avec votre propre copie de ship-backs.csv.
