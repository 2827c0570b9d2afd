# §4.1.1: us-30 joins us-9 in 0914; the two then move on together (us-30 still the last
# to move, us-9 beginning); us-9 goes on alone, after which us-30's move is finished.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-30 path=0914 --tables tests/examples/data/normandie44-tables -o $TMP/a.csv
status: 0
sh: $UMPIRE resolve $TMP/a.csv move unit=us-9,us-30 path=1014 --tables tests/examples/data/normandie44-tables -o $TMP/b.csv && grep -q "^set,move.last,us-9;us-30$" $TMP/b.csv
sh: $UMPIRE resolve $TMP/b.csv move unit=us-9 path=1015 --tables tests/examples/data/normandie44-tables -o $TMP/c.csv && grep -q "^unit,us-9,.*,1015,0,0,.*mp=2" $TMP/c.csv
sh: ! $UMPIRE resolve $TMP/c.csv move unit=us-30 path=1015 --tables tests/examples/data/normandie44-tables -o $TMP/d.csv 2>$TMP/err && grep -q "us-30 has finished its move" $TMP/err
--- stdout
us-30 moves 1 hex, 1 of 6 MP: 0914 clear 1 (§4.1.1).
--- stderr
