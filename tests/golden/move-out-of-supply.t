# move (§7.33): a mechanised unit out of supply has MA 2: the third hex is
# refused.
cmd: resolve tests/golden/data/move-b.csv move unit=us-tank path=2120,2121,2122 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: us-tank cannot enter 2122: 1 MP (mechanised, level 1) with 2 spent of 2 (§5.11)
