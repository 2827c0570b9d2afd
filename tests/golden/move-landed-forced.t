# move (§23.3): a unit landed this turn may not force-march.
cmd: resolve tests/golden/data/move-beach-zoc.csv move unit=us-landed path=2020 forced=yes opp_fire=no -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: us-landed entered the map or landed this turn: no forced march (§23.3)
