# move (§18.4): no movement phase at night: a unit on the map may not move.
cmd: resolve tests/golden/data/move-night.csv move unit=us-143-a path=4457 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: there is no movement phase at night; only reinforcements move (us-143-a is on the map) (§18.4)
