# move (§5.43): only foot infantry crosses a class-1 river without a bridge; the
# tank in 1413 is refused.
cmd: resolve tests/golden/data/move-a.csv move unit=uk-tank-3 path=1414 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: uk-tank-3 cannot cross the class-1 river in 1413 to 1414: without a bridge only foot infantry crosses, from the start of the phase (§5.43)
