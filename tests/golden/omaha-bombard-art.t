# §17.3: turn 17, artillery A1 (range 5, outside every German field) barrages WN 99,
# observed by K/3/16; both are under 16 HQ's command (stacked or adjacent).
# The card shows orange and A1's symbol (ruling a18: the §8.4 check): disrupt (TEST DATA).
cmd: resolve tests/examples/data/omaha-barrage-art.csv bombard type=art unit=A1 target=0810 observer=K/3/16 --tables tests/examples/data/omaha-tables --card '1:fire=orange,red,blue;target=1' -o $TMP/s.csv
status: 0
sh: grep -q '^german,g99,WN99,0810,wn,716,0,1,' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
A1 barrages 0810 (WN99, orange) at 2 hexes, observed by K/3/16; a new fire card is drawn (§17.3).
barrage card 1 played at the table: it leaves the draw pile (§2.3).
The card shows orange (single) and symbol 1: US Barrage Table, single, depth marker none: disrupt (§8.4).
g99 is disrupted (§8.4).
--- stderr
