# DT-02 (§6.36): red has the armour bonus: the tank in the sustained hex is looked
# up as non-armoured; the tank in the intense hex is hit (TEST DATA cells).
cmd: resolve tests/examples/data/omaha-fire-dt02.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red+armor,violet,blue;target=1;art=-' -o $TMP/s.csv
status: 0
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red armour bonus, violet, blue; target symbol 1 (§6.1).
WN62 (red) fires: 2 units and 1 depth marker, up to 3 hits; column WN or revealed reinforcement (§6.31).
t1 on 0713 (sustained, symbol 2, armour bonus: as non-armoured §6.36): none (§6.3).
t2 on 0714 (intense, symbol 2, armour bonus: as non-armoured §6.36): disrupt (§6.3).
WN62 hits t2 (intense, 2 hexes away, 2 steps): disrupt (§6.31).
t2 is disrupted (fire of WN62) (§6.33).
The fire card shows no artillery value (§6.5).
--- stderr
