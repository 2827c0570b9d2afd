# §4.1.1, §1.1.4: what an HQ spent and who moved last are forgotten at the end of the
# phase: us-vii moves 2 hexes in phase A, 7 in phase B.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-vii path=0510,0410 --tables tests/examples/data/normandie44-tables -o $TMP/a.csv
status: 0
sh: $UMPIRE resolve $TMP/a.csv turn to=B1-move --tables tests/examples/data/normandie44-tables -o $TMP/b.csv && ! grep -q "^set,mp\.\|^set,move.last,." $TMP/b.csv
sh: $UMPIRE resolve $TMP/b.csv move unit=us-vii path=0411,0412,0413,0414,0415,0416,0417 --tables tests/examples/data/normandie44-tables -o $TMP/c.csv
--- stdout
us-vii moves 2 hexes, 2 of 8 MP: 0510 clear 1, 0410 clear 1 (§4.1.1).
The Offensive marker off-1 moves with HQ us-vii (§0.2.1).
--- stderr
