# §4.1.1: no Réserve after more than one hex.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-2-armd path=0912,1012 reserve=yes --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 1
--- stdout
--- stderr
umpire: us-2-armd has moved 2 hexes: a unit placed in Réserve moves one hex at most before (§4.1.1)
