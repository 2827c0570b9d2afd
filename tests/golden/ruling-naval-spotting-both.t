# Ruling naval-spotting=both (A18): (b) is needed too, and no British land unit sees
# 2530: refused, nothing written.
cmd: resolve tests/golden/data/ruling-naval.csv bombard kind=naval by=uk-cl-1 at=2530 --dice 2,4,5 --tables tests/examples/data/tables-e16 --rule naval-spotting=both -o $TMP/o.csv
status: 1
sh: ! test -e $TMP/o.csv
--- stdout
--- stderr
umpire: bombard: 2530 is not spotted: no land unit of the ship's nationality sees it (the ship's own sight is not enough) (§25.21 b, c; ruling naval-spotting=both)
