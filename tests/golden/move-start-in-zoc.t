# move (§5.0): a unit that starts in an enemy ZOC may not move.
cmd: resolve tests/golden/data/move-a.csv move unit=uk-inf-6 path=1016 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: uk-inf-6 starts in an enemy ZOC in 1017: it may not move (it may withdraw, §4.3) (§5.0)
