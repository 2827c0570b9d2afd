# move: forced= takes yes or no (64).
cmd: resolve tests/golden/data/move-c.csv move unit=uk-inf-c forced=maybe path=3030 -o $TMP/out.csv
status: 64
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: forced=maybe is not yes or no
