# EX-16 (§7.22), two players, ruling a33-two-player-choice=mover: L/3/16 passes
# to the 29th Division, whose player now makes its choices (the default, owner:
# the 1st Division's player, see EX-16-7.22-two-player-beyond.t).
cmd: resolve tests/examples/data/omaha-ex16-two.csv move unit=L/3/16 to=0819 --rule a33-two-player-choice=mover --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,L/3/16,1,29,inf,3,3,1,0819,' $TMP/s.csv
--- stdout
Action 1 of 2 of the 1st Division (§7).
L/3/16 moves from 0818 to 0819 (§7.3).
Two players: L/3/16 is now more than one hex beyond the sector line: it passes to the 29th Division (§7.22).
Two players: L/3/16 (1st Division) is under the 29th Division's control; its choices are the 29th Division player's (ruling a33-two-player-choice=mover) (§7.22).
--- stderr
