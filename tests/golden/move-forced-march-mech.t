# move (§23.0): forced march is for infantry formations; a tank is refused.
cmd: resolve tests/golden/data/move-a.csv move unit=uk-tank forced=yes path=1011 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: forced march is for infantry formations on foot only; uk-tank is tank, mechanised (§23.0)
