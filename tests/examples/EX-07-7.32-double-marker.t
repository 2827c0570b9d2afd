# EX-07 (§7.32): with a depth marker under WN 99 the double orange counts.
cmd: resolve tests/examples/data/omaha-ex07-marker.csv move unit=K/3/16 to=0711 --tables tests/examples/data/omaha-tables --card '1:fire=orange2,red,blue;target=1' -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,2,3,1,0711,' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
Moving from 0710 to 0711, both adjacent to and in the field of WN99: an infiltration; a fire card is drawn (§7.32).
infiltration card 1 played at the table: it leaves the draw pile (§2.3).
The card shows WN99's colour orange (double: it has a depth marker) (§7.32).
The card's target symbol is 1 (§7.32).
K/3/16 loses a step (infiltration): 2 of 3 left (§7.32).
K/3/16 moves from 0710 to 0711 (§7.3).
--- stderr
