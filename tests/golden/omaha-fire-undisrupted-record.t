# §6.4: WN 61 (violet) is disrupted and violet is on the card: its disruption is
# removed after the fire, and recorded with WN 62's g62n as set,undisrupted,9:g61 g62n for ruling
# a30-clearing-disrupted=before-removal (§10.1).
cmd: resolve tests/examples/data/omaha-fire-dt03.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red2,violet,blue;target=1;art=-' --rule a06-double-disrupted=fire -o $TMP/s.csv
status: 0
sh: grep -qx 'set,undisrupted,9:g61 g62n' $TMP/s.csv && grep -q '^german,g61,WN61,0810,wn,716,0,0,' $TMP/s.csv
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red (double), violet, blue; target symbol 1 (§6.1).
WN61 (violet) is disrupted: no field of fire, it does not fire (§6.4).
WN62 (red, double) fires: 1 unit and 0 depth markers, up to 1 hit; column WN or revealed reinforcement (§6.31).
u2 on 0713 (sustained, symbol 1): step (§6.3).
u1 on 0714 (intense, symbol 1): step+disrupt (§6.3).
WN62 hits u1 (intense, 2 hexes away, 3 steps): step+disrupt (§6.31).
u1 is disrupted (fire of WN62) (§6.33).
u1 loses a step (fire of WN62): 2 of 3 left (§6.32).
The fire card shows no artillery value (§6.5).
g61 (WN61, violet) is no longer disrupted (§6.4).
g62n (WN62, red) is no longer disrupted (§6.4).
--- stderr
