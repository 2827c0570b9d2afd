# §7.1 (« au début de la phase d'action »): the first action order of the us-action phase
# records who commands whom then (set,commanded,18:P3@16HQ N1@Wyman): P3's free=command holds.
cmd: resolve tests/golden/data/omaha/seq-7.1-start.csv move unit=P3 to=1214 free=command --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,commanded,18:P3@16HQ N1@Wyman' $TMP/s.csv
--- stdout
The US action phase begins: command for free actions is judged now (2 units under command of an HQ, General or CP; set,commanded) (§7.1, §7.33).
P3's move is a free action (not counted against the division's actions, §7.2): under command of CP 16HQ (§18.3).
The East sector acts first: all its actions before the other sector's (§7.2).
A free action (named by free=, §11, §18.3): the 1st Division's count stays (§7.1).
P3 moves from 1215 to 1214 (§7.3).
--- stderr
