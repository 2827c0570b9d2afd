# §22.1 (« Les unités allemandes ne peuvent pas devenir non disrupted au tour 4 »; « L'artillerie
# allemande peut tirer à partir du tour 5 »): on turn 4 with the variant, violet on the card does
# not remove WN 61's disruption (nothing recorded in set,undisrupted) and the artillery value
# 4/88 fires nothing.
cmd: resolve tests/golden/data/omaha/v22.1-fire-turn4.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red2,violet,blue;target=1;art=4/88' --rule a06-double-disrupted=fire -o $TMP/s.csv
status: 0
sh: ! grep -q '^set,undisrupted' $TMP/s.csv && ! grep -q '^set,artillery' $TMP/s.csv
--- stdout
German fire, east sector, turn 4 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red (double), violet, blue; target symbol 1 (§6.1).
WN61 (violet) is disrupted: no field of fire, it does not fire (§6.4).
WN62 (red, double) fires: 1 unit and 0 depth markers, up to 1 hit; column WN or revealed reinforcement (§6.31).
u2 on 0713 (sustained, symbol 1): step (§6.3).
u1 on 0714 (intense, symbol 1): step+disrupt (§6.3).
WN62 hits u1 (intense, 2 hexes away, 3 steps): step+disrupt (§6.31).
u1 is disrupted (fire of WN62) (§6.33).
u1 loses a step (fire of WN62): 2 of 3 left (§6.32).
Variant 22.1: no German artillery fire before turn 5 (§22.1).
Variant 22.1: no German unit loses its disruption on turn 4 (§22.1).
--- stderr
