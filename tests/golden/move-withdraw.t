# move (§5.12): a unit marked withdraw moves only in the retreat phase.
cmd: resolve tests/golden/data/move-a.csv move unit=uk-inf-7 path=1213 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: uk-inf-7 is marked withdraw: it moves only in the retreat phase (§5.12)
