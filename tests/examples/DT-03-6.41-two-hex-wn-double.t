# DT-03, ruling a06-double-disrupted=no-fire (default): on a double red symbol
# the only depth marker is under the disrupted unit: WN 62 does not fire.
cmd: resolve tests/examples/data/omaha-fire-dt03.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red2,violet,blue;target=1;art=-' -o $TMP/s.csv
status: 0
sh: grep -q '^unit,u1,1,1,inf,3,3,1,0714,ER1,0,' $TMP/s.csv
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red (double), violet, blue; target symbol 1 (§6.1).
WN61 (violet) is disrupted: no field of fire, it does not fire (§6.4).
WN62 (red): a double symbol, and no depth marker under a non-disrupted unit: it does not fire (§6.3).
No position of the card's colours fires in the east sector (§6).
The fire card shows no artillery value (§6.5).
g61 (WN61, violet) is no longer disrupted (§6.4).
g62n (WN62, red) is no longer disrupted (§6.4).
--- stderr
