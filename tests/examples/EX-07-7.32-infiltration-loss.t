# EX-07 (§7.32): K/3/16 moves from 0710 to 0711, both adjacent to and in the field
# of the occupied Orange WN 99: an infiltration. The card shows a single orange and
# the unit's symbol 1: it loses a step, and completes the move.
cmd: resolve tests/examples/data/omaha-ex07.csv move unit=K/3/16 to=0711 --tables tests/examples/data/omaha-tables --card '1:fire=orange,red,blue;target=1' -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,2,3,1,0711,' $TMP/s.csv
sh: grep -qx 'card,1,track:infiltration' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
Moving from 0710 to 0711, both adjacent to and in the field of WN99: an infiltration; a fire card is drawn (§7.32).
infiltration card 1 played at the table: it leaves the draw pile (§2.3).
The card shows WN99's colour orange (§7.32).
The card's target symbol is 1 (§7.32).
K/3/16 loses a step (infiltration): 2 of 3 left (§7.32).
K/3/16 moves from 0710 to 0711 (§7.3).
--- stderr
