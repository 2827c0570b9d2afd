# move (§18.33): British reinforcements land on British beaches only.
cmd: resolve tests/golden/data/move-b.csv move unit=uk-res path=1920 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: uk-res enters by a UK landing beach; 1920 is US-red (§18.33)
