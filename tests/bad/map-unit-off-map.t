# tests/bad/map-unit-off-map.csv (see README.md): a unit in a hex with no 'hex'
# row: the retreat (and its odds) refuse the state as check does (65), nothing
# written.
cmd: resolve tests/bad/map-unit-off-map.csv retreat unit=16pz-79-a --dice 1 -o $TMP/out.csv
status: 65
sh: ! test -e $TMP/out.csv
sh: $UMPIRE odds tests/bad/map-unit-off-map.csv retreat unit=16pz-79-a 2>/dev/null; test $? -eq 65
sh: $UMPIRE resolve tests/bad/map-unit-off-map.csv move unit=16pz-2-pz-4 path=2665 -o $TMP/m.csv 2>/dev/null; test $? -eq 65
--- stdout
--- stderr
umpire: tests/bad/map-unit-off-map.csv:14:12: unit 16pz-79-a is in hex 3099, which has no 'hex' row
