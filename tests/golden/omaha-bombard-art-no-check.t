# Ruling a18-art-barrage-check=none: no colour and symbol check: the card shows no
# orange, still the table (single, no marker: disrupt, TEST DATA).
cmd: resolve tests/examples/data/omaha-barrage-art.csv bombard type=art unit=A1 target=0810 observer=K/3/16 --rule a18-art-barrage-check=none --tables tests/examples/data/omaha-tables --card '1:fire=green,red,blue;target=2' -o $TMP/s.csv
status: 0
sh: grep -q '^german,g99,WN99,0810,wn,716,0,1,' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
A1 barrages 0810 (WN99, orange) at 2 hexes, observed by K/3/16; a new fire card is drawn (§17.3).
barrage card 1 played at the table: it leaves the draw pile (§2.3).
No colour or symbol check: US Barrage Table, single, depth marker none: disrupt (ruling a18-art-barrage-check).
g99 is disrupted (§8.4).
--- stderr
