# §4.3: passing over an Offensive marker costs nothing and makes it the mover's.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-90 path=0512,0513,0514 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
--- stdout
us-90 passes over the Offensive marker off-2 in 0514: the allied player owns it now (§4.3).
us-90 moves 3 hexes, 3 of 6 MP: 0512 clear 1, 0513 clear 1, 0514 clear 1 (§4.1.1).
--- stderr
