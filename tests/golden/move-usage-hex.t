# move: a path hex that is not CCRR (64).
cmd: resolve tests/golden/data/move-c.csv move unit=uk-inf-c path=30x0 -o $TMP/out.csv
status: 64
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: path=30x0 is not a list of 1 to 256 CCRR hexes, comma-separated
