# E14 (§21.8): with 3 hexes to go, the retreat by 2766 must go on to 2865 (the
# river forbids the rest) and then 2864, only 2 hexes from 2665: refused at its
# third hex.
cmd: resolve tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=-1 path=2766,2865,2864 --dice 4 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: retreat: hex 3 of the retreat, 2864, is 2 hexes from 2665, not 3 (E14) (§21.3)
