# retreat (§21.8): 2765 is in the US unit's ZOC: no retreat through it.
cmd: resolve tests/golden/data/retreat-a.csv retreat unit=16pz-2-pz-4 path=2765 --dice 2 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: retreat: 2765 is in an enemy ZOC (§21.8)
