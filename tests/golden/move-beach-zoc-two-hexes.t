# move (§24.22): from a beach in an Axis ZOC, one hex only: 1920, 2020, 2021
# is refused, nothing written.
cmd: resolve tests/golden/data/move-beach-zoc.csv move unit=us-res path=1920,2020,2021 opp_fire=no -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: us-res lands on 1920, in an Axis ZOC or under an RMF = 0 marker: it may move one hex only (§24.22)
