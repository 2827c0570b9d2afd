# Ruling a17-tank-barrage-symbol=observer: the card's symbol 1 is checked against
# the observer K/3/16 (symbol 1)... and with observer L/3/16 (symbol 2), symbol 2 counts.
cmd: resolve tests/examples/data/omaha-barrage.csv bombard type=tank unit=T1 target=0810 observer=L/3/16 --rule a17-tank-barrage-symbol=observer --tables tests/examples/data/omaha-tables --card '1:fire=orange,red,blue;target=2' -o $TMP/s.csv
status: 0
sh: grep -q '^german,g99,WN99,0810,wn,716,0,1,' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
T1 barrages 0810 (WN99, orange) at 2 hexes, observed by L/3/16; a new fire card is drawn (§8.4).
barrage card 1 played at the table: it leaves the draw pile (§2.3).
The card shows orange (single) and symbol 2: US Barrage Table, single, depth marker none: disrupt (§8.4).
g99 is disrupted (§8.4).
--- stderr
