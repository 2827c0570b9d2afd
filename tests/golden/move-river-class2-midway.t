# move (§5.44): the crossing without a bridge is only from the start of the
# phase in the river hex: a unit that entered 1015 this move cannot cross on.
cmd: resolve tests/golden/data/move-a.csv move unit=uk-inf-1 forced=yes path=1011,1012,1013,1014,1015,1016 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: uk-inf-1 cannot cross the class-2 river in 1015 to 1016: without a bridge a unit crosses only from the start of the phase in the hex (§5.44)
