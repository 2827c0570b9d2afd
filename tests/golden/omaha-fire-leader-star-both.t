# §11.4 with ruling a08: a starred WN 61 whose limit exceeds its other targets by
# two hits both leaders: 16 HQ (intense) leaves the map, Wyman (sustained, already
# wounded) is killed.
cmd: resolve tests/examples/data/omaha-fire-leader2.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet*,blue;target=1;art=-' -o $TMP/s.csv
status: 0
sh: grep -q '^unit,16HQ,.*,turn:11,' $TMP/s.csv
sh: grep -q '^unit,Wyman,.*,eliminated,' $TMP/s.csv
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red, violet star, blue; target symbol 1 (§6.1).
WN61 (violet) fires: 2 units and 1 depth marker, up to 3 hits; column WN or revealed reinforcement (§6.31).
c1 on 0711 (intense, symbol 1): step+disrupt (§6.3).
WN61 hits c1 (intense, 1 hex away, 3 steps): step+disrupt (§6.31).
c1 is disrupted (fire of WN61) (§6.33).
c1 loses a step (fire of WN61): 2 of 3 left (§6.32).
WN61's star hits 16HQ (intense): the HQ leaves the map, back through a landing box on turn 11 (§11.4).
WN61's star hits Wyman (sustained) again: killed (§11.4).
The fire card shows no artillery value (§6.5).
--- stderr
