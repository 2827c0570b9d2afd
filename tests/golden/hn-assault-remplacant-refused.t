# §2.2 remplaçant: brit is no Remplaçant (nor of mg's side): refused, nothing written.
cmd: resolve tests/golden/data/hn-assault-remplacant.csv assault unit=brit target=mg replace=brit retreat=D6 --dice 6,1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: brit has no Remplaçant ability (§2.2 remplaçant)
