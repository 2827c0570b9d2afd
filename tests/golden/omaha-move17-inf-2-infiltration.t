# §17.1, §7.32, ruling a16 (each-step): I1 moves 0810-0811-0812; the second step is an infiltration of P2 (blue): the card shows blue and symbol 1, I1 loses a step and ends in 0812.
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17.csv move unit=I1 via=0811 to=0812 --tables tests/examples/data/omaha-tables --card '1:fire=orange,blue,red;target=1' -o $TMP/s.csv
status: 0
sh: grep -q '^unit,I1,1,1,inf,2,3,1,0812,' $TMP/s.csv
--- stdout
The extended game: a move of 2 hexes (infantry, Rangers and leaders: up to 2) (§17.1).
Action 1 of 3 of the 1st Division (§17).
Moving from 0811 to 0812, both adjacent to and in the field of P2: an infiltration; a fire card is drawn (§7.32).
infiltration card 1 played at the table: it leaves the draw pile (§2.3).
The card shows P2's colour blue (§7.32).
The card's target symbol is 1 (§7.32).
I1 loses a step (infiltration): 2 of 3 left (§7.32).
I1 moves from 0810 to 0812 (§17).
--- stderr
