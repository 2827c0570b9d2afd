# move (§24.22): the one hex off a held beach may not be across its river, even
# by the intact bridge of 2224: 2324 is on bank B; refused, nothing written.
cmd: resolve tests/golden/data/move-beach-zoc.csv move unit=us-res path=2224,2324 opp_fire=no -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: us-res may move one hex off the beach 2224 under §24.22, but not to the other bank of its river (§24.22)
