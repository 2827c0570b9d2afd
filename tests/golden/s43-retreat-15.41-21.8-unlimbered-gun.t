# retreat (§15.41): a red-MA gun in an enemy ZOC retreats only limbered.
cmd: resolve tests/golden/data/move-c.csv retreat unit=uk-17pdr --dice 3 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: retreat: uk-17pdr has a red or yellow MA: it cannot retreat out of an enemy ZOC unless limbered (§15.41)
