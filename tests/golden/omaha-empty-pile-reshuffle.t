# Ruling a32-deck-exhaustion=reshuffle: the pile is empty; the discard (cards 1-3)
# is shuffled into it and one is drawn (TEST DATA faces).
cmd: resolve tests/examples/data/omaha-empty-pile.csv land sector=west --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: test $(grep -c ',pile$' $TMP/s.csv) = 2
sh: grep -qx 'card,4,out' $TMP/s.csv
--- stdout
Landing check, west sector, turn 2 (low tide) (§5.1).
The draw pile is empty: the discard pile is shuffled to form a new one (ruling a32-deck-exhaustion).
landing-west card drawn: 2 of the 3 cards in the pile, card 2 (§2.3).
A/1/116 (inf, symbol 1) in DG1: letter C, step+drift-1W on the turn 2 Landing Table (§5.1).
A/1/116 loses a step (Landing Table): 2 of 3 left (§5.1).
A/1/116 drifts 1 box west: DG1 to CH1 (§5.11).
B/1/116 (inf, symbol 2) in DW1: letter C, step+drift-1W on the turn 2 Landing Table (§5.1).
B/1/116 loses a step (Landing Table): 2 of 3 left (§5.1).
B/1/116 drifts 1 box west: DW1 to DG1 (§5.11).
C/1/116 (inf, symbol 2) in DR1: letter C, step+drift-1W on the turn 2 Landing Table (§5.1).
C/1/116 loses a step (Landing Table): 2 of 3 left (§5.1).
C/1/116 drifts 1 box west: DR1 to DW1 (§5.11).
D/1/116 (inf, symbol 3) in DW1: letter D, none on the turn 2 Landing Table (§5.1).
D/1/116: no effect (§5.1).
--- stderr
