# §3: from ZOC to ZOC, one hex at most.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-4-8 path=0612,0613 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 1
--- stdout
--- stderr
umpire: us-4-8 enters the enemy ZOC in 0612: its move stops there (ZOC to ZOC: one hex) (§3)
