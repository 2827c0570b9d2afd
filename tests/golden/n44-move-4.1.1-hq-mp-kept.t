# §4.1.1: an HQ that goes on moving (still the last to move) has only the MP left: us-vii
# (MA 8) moves 2 hexes, then 7 more is one too many, refused at 0417.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-vii path=0510,0410 --tables tests/examples/data/normandie44-tables -o $TMP/a.csv
status: 0
sh: grep -q "^set,mp.us-vii,2$" $TMP/a.csv
sh: ! $UMPIRE resolve $TMP/a.csv move unit=us-vii path=0411,0412,0413,0414,0415,0416,0417 --tables tests/examples/data/normandie44-tables -o $TMP/b.csv 2>$TMP/err && grep -q "us-vii has 8 MP: entering 0417 costs 1 more after 8 spent" $TMP/err && test ! -e $TMP/b.csv
sh: $UMPIRE resolve $TMP/a.csv move unit=us-vii path=0411,0412,0413,0414,0415,0416 --tables tests/examples/data/normandie44-tables -o $TMP/c.csv && grep -q "^set,mp.us-vii,8$" $TMP/c.csv
--- stdout
us-vii moves 2 hexes, 2 of 8 MP: 0510 clear 1, 0410 clear 1 (§4.1.1).
The Offensive marker off-1 moves with HQ us-vii (§0.2.1).
--- stderr
