# move (§5.0): a unit that fought this turn may not move.
cmd: resolve tests/golden/data/move-c.csv move unit=uk-fought path=3229 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: uk-fought fought this turn and may not move (§5.0)
