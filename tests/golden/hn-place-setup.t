# The set-up: place a unit in its side's deployment zone.
cmd: resolve tests/golden/data/hn-setup.csv place what=ger at=B7 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,ger,de,rifles,B7,front,,$" $TMP/s.csv
--- stdout
ger is placed on B7 (scenario préparation).
--- stderr
