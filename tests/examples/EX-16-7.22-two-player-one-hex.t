# EX-16 (§7.22), two players: one hex across the line, K/3/16 stays with the 1st
# Division.
cmd: resolve tests/examples/data/omaha-ex16-two.csv move unit=K/3/16 to=0818 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0818,' $TMP/s.csv
--- stdout
Action 1 of 2 of the 1st Division (§7).
K/3/16 moves from 0817 to 0818 (§7.3).
Two players: K/3/16 is one hex beyond the sector line: it stays with its division (§7.22).
--- stderr
