# move (§5.11): one hex more than the MA allows is refused; nothing is written.
cmd: resolve tests/golden/data/move-a.csv move unit=uk-inf-1 path=1011,1012,1013,1014,1015 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: uk-inf-1 cannot enter 1015: 2 MP (on foot) with 6 spent of 6 (§5.11)
