# §7.32, ruling a15-stack-infiltration=own-symbol: the stack K/3/16 (symbol 1) and
# L/3/16 (symbol 2) infiltrates on one card showing orange and symbol 2: only
# L/3/16 loses a step.
cmd: resolve tests/examples/data/omaha-ex07.csv move unit=K/3/16,L/3/16 to=0711 --tables tests/examples/data/omaha-tables --card '1:fire=orange,red,blue;target=2' -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0711,' $TMP/s.csv
sh: grep -q '^unit,L/3/16,1,1,inf,2,3,2,0711,' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
Moving from 0710 to 0711, both adjacent to and in the field of WN99: an infiltration; a fire card is drawn (§7.32).
infiltration card 1 played at the table: it leaves the draw pile (§2.3).
The card shows WN99's colour orange (§7.32).
The card's target symbol is 2 (§7.32).
L/3/16 loses a step (infiltration): 2 of 3 left (§7.32).
K/3/16 moves from 0710 to 0711 (§7.3).
L/3/16 moves from 0710 to 0711 (§7.3).
--- stderr
