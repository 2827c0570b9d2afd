# DT-02 (§6.36): without the bonus both tanks are looked up as armoured.
cmd: resolve tests/examples/data/omaha-fire-dt02.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet,blue;target=1;art=-' -o $TMP/s.csv
status: 0
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red, violet, blue; target symbol 1 (§6.1).
WN62 (red) fires: 2 units and 1 depth marker, up to 3 hits; column WN or revealed reinforcement (§6.31).
t1 on 0713 (sustained, symbol 2, armoured): none (§6.3).
t2 on 0714 (intense, symbol 2, armoured): step (§6.3).
WN62 hits t2 (intense, 2 hexes away, 2 steps): step (§6.31).
t2 loses a step (fire of WN62): 1 of 2 left (§6.32).
The fire card shows no artillery value (§6.5).
--- stderr
