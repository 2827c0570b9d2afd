# move (§5.35, §5.11): on foot the off-map road costs 1 MP a hex: 1 (entry) + 10
# is more than the infantry's MA 10.
cmd: resolve tests/golden/data/move-link.csv move unit=26pz-gren path=5216,5526 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: 26pz-gren cannot enter 5526: 10 MP (off-map class-2 road of 10 hexes, on foot) with 1 spent of 10 (§5.11)
