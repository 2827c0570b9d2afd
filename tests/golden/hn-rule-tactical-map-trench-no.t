# tactical-map-trench=no: entering the trench still stops rifle on B10.
cmd: resolve tests/golden/data/hn-rulings.csv move unit=rifle path=B10,C10 map=capt --rule tactical-map-trench=no --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: rifle must stop after crossing a Passage difficile: the path goes on to C10 (§1.4 tranchées)
