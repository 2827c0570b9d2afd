# §3: entering an enemy ZOC stops the move.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-90 path=0512,0612,0611 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 1
--- stdout
--- stderr
umpire: us-90 enters the enemy ZOC in 0612: its move stops there (§3)
