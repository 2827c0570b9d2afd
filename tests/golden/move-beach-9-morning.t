# move (§24.31): on the morning of the 9th, reinforcements that land stay on the
# beach, as at night (§18.4): landing and going on is refused.
cmd: resolve tests/golden/data/move-b.csv move unit=us-res-tank path=1920,2020 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: reinforcements landing on the morning of the 9th arrive as at night (§18.4) and move only in the next movement phase (§24.31)
