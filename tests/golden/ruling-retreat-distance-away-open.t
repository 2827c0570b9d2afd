# Ruling retreat-distance=away (default, A22 iv): 7 hexes (6 +1) by a path that turns
# back: its 4th hex, 3331, is 3 hexes from 3030: refused.
cmd: resolve tests/golden/data/ruling-retreat-open.csv retreat unit=pz announce=+1 path=3130,3230,3330,3331,3231,3131,3132 --dice 6 -o $TMP/o.csv
status: 1
sh: ! test -e $TMP/o.csv
--- stdout
--- stderr
umpire: retreat: hex 4 of the retreat, 3331, is 3 hexes from 3030, not 4 (E14) (§21.3)
