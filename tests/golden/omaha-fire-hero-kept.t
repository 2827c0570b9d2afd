# §11.14: the sacrifice is your choice: without sacrifice= u3 is eliminated (its hero with it, §11.11).
cmd: resolve tests/examples/data/omaha-fire-hero.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet,blue;target=1;art=-' -o $TMP/s.csv
status: 0
sh: grep -q '^unit,u3,1,1,inf,0,3,1,eliminated,ER1,0,,,0,1,9,$' $TMP/s.csv
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red, violet, blue; target symbol 1 (§6.1).
PA (violet) fires: 1 unit and 1 depth marker, up to 2 hits; column WN or revealed reinforcement (§6.31).
u2 on 0710 (sustained, symbol 1): step (§6.3).
u3 on 0710 (sustained, symbol 1): step (§6.3).
u1 on 0711 (intense, symbol 1): step+disrupt (§6.3).
PB (blue) fires: 1 unit and 0 depth markers, up to 1 hit; column WN or revealed reinforcement (§6.31).
u1 on 0711 (sustained, symbol 1): step (§6.3).
PA hits u2 (sustained, 1 hex away, 3 steps): step (§6.31).
u2 loses a step (fire of PA): 2 of 3 left (§6.32).
PA hits u3 (sustained, 1 hex away, 1 step): step (§6.31).
u3 is eliminated (fire of PA) (§6.32).
Its hero marker is removed with it (§11.11).
u3 goes to the 1st Division casualty box: 1 unit (§13.1).
PB hits u1 (sustained, 5 hexes away, 3 steps): step (§6.31).
u1 has already lost a step this fire phase: the step of PB is not applied (§6.34).
The fire card shows no artillery value (§6.5).
--- stderr
