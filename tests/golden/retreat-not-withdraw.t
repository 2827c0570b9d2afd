# retreat (§21.0): only units marked withdraw retreat.
cmd: resolve tests/golden/data/retreat-a.csv retreat unit=16pz-64-b --dice 3 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: retreat: 16pz-64-b is not marked withdraw: only units marked at the start of the combat phase retreat (§21.0)
