# §11.14, §11.15: u3 (1 step, a hero) must lose a step to PA's fire; sacrifice=u3:
# the hero is sacrificed instead, its marker turns Inspired, u3 stays at 1 step.
cmd: resolve tests/examples/data/omaha-fire-hero.csv fire sector=east sacrifice=u3 --tables tests/examples/data/omaha-tables --card '1:fire=red,violet,blue;target=1;art=-' -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,u3,1,1,inf,1,3,1,0710,ER1,0,,,0,0,9,inspired' $TMP/s.csv
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
u3's hero is sacrificed instead of the unit's elimination (fire of PA): the marker turns to its Inspired side (§11.15) (§11.14).
PB hits u1 (sustained, 5 hexes away, 3 steps): step (§6.31).
u1 has already lost a step this fire phase: the step of PB is not applied (§6.34).
The fire card shows no artillery value (§6.5).
--- stderr
