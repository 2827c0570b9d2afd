# §10 A.1: at= names the Omaha hex; the die alone sends them to the 2nd Rangers.
cmd: resolve tests/golden/data/n44-ranger5.csv land unit=us-5-rgr at=0613 --tables tests/examples/data/normandie44-tables --dice 5 -o $TMP/out.csv
status: 1
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: the 5th Rangers land on Omaha or with the 2nd Rangers, as a die says: at= names the Omaha hex (§10 A.1)
