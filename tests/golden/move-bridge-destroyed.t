# move (§20.5): the bridge of 1213 is destroyed: no crossing to 1214.
cmd: resolve tests/golden/data/move-a.csv move unit=uk-inf-3 path=1213,1214 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: uk-inf-3 cannot cross the class-1 river in 1213 to 1214: its bridge is destroyed (§20.5)
