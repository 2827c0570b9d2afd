# French transcript of E15-25.1-night-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-1 at=2530 --dice 3,4,5 --lang fr
status: 0
sh: sed 's/^set,turn,9-morning$/set,turn,9-night/' tests/examples/data/e16.csv >$TMP/n.csv
sh: ! $UMPIRE resolve $TMP/n.csv bombard kind=naval by=uk-cl-1 at=2530 --dice 3,4,5 2>$TMP/err
sh: grep -qF 'ships bombard in morning and afternoon turns only, not at night (9-night) (§25.1)' $TMP/err
