# move (§23.2, ruling forced-march-distance=within-2): on forced march, 1117 is 2
# hexes from the Axis company in 1018: refused.
cmd: resolve tests/golden/data/move-a.csv move unit=uk-inf-5 forced=yes path=1115,1116,1117 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: uk-inf-5 on forced march may not come within 2 hexes of an enemy unit or RMF marker: 1117 is 2 hexes from enemy unit de-inf (§23.2)
