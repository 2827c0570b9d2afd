# §11.2, §8.4: T1, adjacent to 16 HQ (0710), barrages as a free action (free=command);
# its free column becomes 9:command.
cmd: resolve tests/examples/data/omaha-barrage.csv bombard type=tank unit=T1 target=0810 observer=K/3/16 free=command --card '1:fire=orange,red,blue;target=1' --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,T1,1,1,tank,2,2,1,0609,ER1,0,,,0,0,5,9:command' $TMP/s.csv
--- stdout
T1's bombard is a free action (not counted against the division's actions, §7.2): under command of 16HQ (§11.2).
A free action (named by free=, §11, §18.3): the 1st Division's count stays (§7.1).
T1 barrages 0810 (WN99, orange) at 2 hexes, observed by K/3/16; a new fire card is drawn (§8.4).
barrage card 1 played at the table: it leaves the draw pile (§2.3).
The card shows orange (single) and symbol 1: US Barrage Table, single, depth marker none: disrupt (§8.4).
g99 is disrupted (§8.4).
--- stderr
