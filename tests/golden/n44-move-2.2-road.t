# §2.2: along a road the road cost replaces the terrain.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-2-armd path=0912 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
--- stdout
us-2-armd moves 1 hex, 1 of 10 MP: 0912 1 (road/rail) (§4.1.1).
--- stderr
