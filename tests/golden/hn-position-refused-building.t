# §3.2 position: not in a building.
cmd: resolve tests/golden/data/hn-engineer.csv position unit=inside face=urban -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: a Position may not go in a building, ruins, a bunker, water or a square forbidden to infantry (§3.2 position)
