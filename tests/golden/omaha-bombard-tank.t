# §8.4: T1 (range 5) barrages WN 99 two hexes away, observed by K/3/16 (in its
# field, stacked with 16 HQ). The card shows a single orange and T1's symbol 1:
# the US Barrage Table (TEST DATA) gives disrupt.
cmd: resolve tests/examples/data/omaha-barrage.csv bombard type=tank unit=T1 target=0810 observer=K/3/16 --tables tests/examples/data/omaha-tables --card '1:fire=orange,red,blue;target=1' -o $TMP/s.csv
status: 0
sh: grep -q '^german,g99,WN99,0810,wn,716,0,1,' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
T1 barrages 0810 (WN99, orange) at 2 hexes, observed by K/3/16; a new fire card is drawn (§8.4).
barrage card 1 played at the table: it leaves the draw pile (§2.3).
The card shows orange (single) and symbol 1: US Barrage Table, single, depth marker none: disrupt (§8.4).
g99 is disrupted (§8.4).
--- stderr
