# §4.1.1: the MA is counted hex by hex: a seventh clear hex is one too many for 6 MP.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-90 path=0510,0509,0409,0410,0411,0412,0413 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 1
--- stdout
--- stderr
umpire: us-90 has 6 MP: entering 0413 costs 1 more after 6 spent (0413 clear 1) (§4.1.1)
