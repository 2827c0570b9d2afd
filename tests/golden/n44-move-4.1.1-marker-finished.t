# §4.1.1, §0.2.1: an Offensive marker moves like a motorized unit, one at a time too:
# off-1 moves, us-90 moves, then off-1 may not go on.
cmd: resolve tests/golden/data/n44-move.csv move unit=off-1 path=0510,0410 --tables tests/examples/data/normandie44-tables -o $TMP/a.csv
status: 0
sh: $UMPIRE resolve $TMP/a.csv move unit=us-90 path=0510 --tables tests/examples/data/normandie44-tables -o $TMP/b.csv
sh: ! $UMPIRE resolve $TMP/b.csv move unit=off-1 path=0411 --tables tests/examples/data/normandie44-tables -o $TMP/c.csv 2>$TMP/err && grep -q "off-1 has finished its move: each unit ends its move before another begins (§4.1.1)" $TMP/err
--- stdout
off-1 moves 2 hexes, 2 of 12 MP: 0510 clear 1, 0410 clear 1 (§4.1.1).
--- stderr
