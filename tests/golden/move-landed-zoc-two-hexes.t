# move (§24.22): one hex only off the held beach: 2020, 2021 is refused.
cmd: resolve tests/golden/data/move-beach-zoc.csv move unit=us-landed path=2020,2021 opp_fire=no -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: us-landed landed on 1920, in an Axis ZOC or under an RMF = 0 marker: it may move one hex only (§24.22)
