# EX-16 (§7.22), two players: L/3/16, already one hex beyond, moves further: it
# passes to the 29th Division.
cmd: resolve tests/examples/data/omaha-ex16-two.csv move unit=L/3/16 to=0819 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,L/3/16,1,29,inf,3,3,1,0819,' $TMP/s.csv
--- stdout
Action 1 of 2 of the 1st Division (§7).
L/3/16 moves from 0818 to 0819 (§7.3).
Two players: L/3/16 is now more than one hex beyond the sector line: it passes to the 29th Division (§7.22).
Two players: L/3/16 (1st Division) is under the 29th Division's control; its choices are the 1st Division player's (ruling a33-two-player-choice=owner) (§7.22).
--- stderr
