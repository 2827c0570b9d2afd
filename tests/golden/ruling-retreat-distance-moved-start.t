# Ruling retreat-distance=moved (A22 iv): never back into the start hex.
cmd: resolve tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=-1 path=2666,2665,2666 --dice 4 --rule retreat-distance=moved -o $TMP/o.csv
status: 1
sh: ! test -e $TMP/o.csv
--- stdout
--- stderr
umpire: retreat: hex 2 of the retreat, 2665, is the start hex (ruling retreat-distance=moved) (§21.3)
