# A21, knife-defending=no: the defender uses no Knife.
cmd: resolve tests/golden/data/hn-assault.csv assault unit=brit target=ger path=B3 dknife=1 retreat=B5 --dice 3,4 --rule knife-defending=no --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: a defender uses no Knife (§3.2 knife; ruling knife-defending)
