# §4.1.1: "le mouvement de chaque unité doit être terminé avant de passer à une autre":
# us-90 moves, goes on (still the last to move), then us-9 moves: us-90's move is finished.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-90 path=0510 --tables tests/examples/data/normandie44-tables -o $TMP/a.csv
status: 0
sh: $UMPIRE resolve $TMP/a.csv move unit=us-90 path=0509 --tables tests/examples/data/normandie44-tables -o $TMP/b.csv
sh: $UMPIRE resolve $TMP/b.csv move unit=us-9 path=1014 --tables tests/examples/data/normandie44-tables -o $TMP/c.csv
sh: $UMPIRE resolve $TMP/c.csv move unit=us-90 path=0409 --tables tests/examples/data/normandie44-tables -o $TMP/d.csv 2>&1 | grep -q 'us-90 has finished its move: each unit ends its move before another begins (§4.1.1)'
--- stdout
us-90 moves 1 hex, 1 of 6 MP: 0510 clear 1 (§4.1.1).
--- stderr
