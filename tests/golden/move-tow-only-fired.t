# move (§15.1): a tow-only unit that fired may not also move.
cmd: resolve tests/golden/data/move-c.csv move unit=uk-25pdr path=3131 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: uk-25pdr is tow-only and fired this turn: it may not also move (§15.1)
