# move (§6.14): units move together only from one hex.
cmd: resolve tests/golden/data/move-c.csv move unit=uk-inf-c,uk-inf-d path=3030 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: units move together only from one hex: uk-inf-c and uk-inf-d are not in the same hex (§6.14)
