# move (§18.35, §5.11): the 5 MP of the landing count: us-landed-6 (MA 6) has 1
# MP left, and 2020 costs 2 on foot: refused.
cmd: resolve tests/golden/data/move-beach-zoc.csv move unit=us-landed-6 path=2020 opp_fire=no -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: us-landed-6 cannot enter 2020: 2 MP (on foot) with 0 spent of 1 (§5.11)
