# Ruling retreat-distance=away (default, A22 iv, E14, §21.3): 3 hexes by 2766, 2865, 2864 is
# refused: 2864 is only 2 hexes from 2665.
cmd: resolve tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=-1 path=2766,2865,2864 --dice 4 -o $TMP/o.csv
status: 1
sh: ! test -e $TMP/o.csv
--- stdout
--- stderr
umpire: retreat: hex 3 of the retreat, 2864, is 2 hexes from 2665, not 3 (E14) (§21.3)
