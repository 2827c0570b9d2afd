# §4.1.2: "le mouvement allié normal est limité à une case engageant une division
# maximum par EM": VIII Corps moves the 8th's two regiments apart, then may not move the
# 83rd normally in the same phase; the next phase it may.
cmd: resolve tests/golden/data/n44-allied-offmap.csv strategic unit=us-8-13 path=Le-Mans hq=us-viii --tables tests/examples/data/normandie44-tables -o $TMP/a.csv
status: 0
sh: $UMPIRE resolve $TMP/a.csv strategic unit=us-8-28 path=Brest hq=us-viii --tables tests/examples/data/normandie44-tables -o $TMP/b.csv && grep -q "^set,strategic.div.us-viii,8$" $TMP/b.csv
sh: ! $UMPIRE resolve $TMP/b.csv strategic unit=us-83 path=Le-Mans hq=us-viii --tables tests/examples/data/normandie44-tables -o $TMP/x.csv 2>$TMP/err && grep -q "HQ us-viii has moved the division 8 off the map this phase" $TMP/err
sh: $UMPIRE resolve $TMP/b.csv turn to=B1-reinforce --tables tests/examples/data/normandie44-tables -o $TMP/c.csv >/dev/null && $UMPIRE resolve $TMP/c.csv strategic unit=us-83 path=Le-Mans hq=us-viii --tables tests/examples/data/normandie44-tables -o $TMP/d.csv && grep -q "^unit,us-83,.*,box:Le-Mans," $TMP/d.csv
--- stdout
us-8-13 moves to Le-Mans (§4.1.2).
--- stderr
