# French transcript of E16-9.55-cl-2437-blocked-2530.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-2 at=2530 --dice 6,1,5 --lang fr
status: 1
--- stdout
--- stderr
umpire: bombard : 2530 n'est pas repéré : aucune unité terrestre de la nationalité du navire ne le voit ; le navire n'a pas de ligne de vue : 2531 est une ville ou une manufacture de tabac au même niveau (§9.55 b) (§25.21 b, c)
