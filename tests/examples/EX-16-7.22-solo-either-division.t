# EX-16 (§7.22), solitaire: K/3/16 moves across the sector line: the action may be
# either division's; it stays under the 1st Division.
cmd: resolve tests/examples/data/omaha-ex16.csv move unit=K/3/16 to=0818 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0818,' $TMP/s.csv
--- stdout
Action 1 of 2 of the 1st Division (§7).
K/3/16 moves from 0817 to 0818 (§7.3).
K/3/16 crosses the sector line: the action may be one of either division's (§7.22).
--- stderr
