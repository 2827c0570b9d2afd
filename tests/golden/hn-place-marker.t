# The set-up: an objective marker placed.
cmd: resolve tests/golden/data/hn-setup.csv place what=s1 at=E5 -o $TMP/s.csv
status: 0
sh: grep -q "^marker,s1,objective,E5,,obj=secondary;owner=cw;face=neutral$" $TMP/s.csv
--- stdout
Marker s1 is placed on E5 (scenario préparation).
--- stderr
