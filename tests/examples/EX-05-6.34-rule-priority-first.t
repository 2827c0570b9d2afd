# EX-05 with ruling a07-spread-priority=priority-first: PA, first by id, takes
# its own first priorities u1 and u2; PB's only target u1 is already hit: its hit
# is lost; u3 is not hit.
cmd: resolve tests/examples/data/omaha-fire-ex05.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet,blue;target=1;art=-' --rule a07-spread-priority=priority-first -o $TMP/s.csv
status: 0
sh: grep -q '^unit,u3,1,1,inf,2,3,' $TMP/s.csv
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red, violet, blue; target symbol 1 (§6.1).
PA (violet) fires: 1 unit and 1 depth marker, up to 2 hits; column WN or revealed reinforcement (§6.31).
u2 on 0710 (sustained, dense target §6.35, symbol 1): step (§6.3).
u3 on 0710 (sustained, dense target §6.35, symbol 1): step (§6.3).
u1 on 0711 (intense, symbol 1): step+disrupt (§6.3).
PB (blue) fires: 1 unit and 0 depth markers, up to 1 hit; column WN or revealed reinforcement (§6.31).
u1 on 0711 (sustained, symbol 1): step (§6.3).
PA hits u1 (intense, 1 hex away, 3 steps): step+disrupt (§6.31).
u1 is disrupted (fire of PA) (§6.33).
u1 loses a step (fire of PA): 2 of 3 left (§6.32).
PA hits u2 (sustained, 1 hex away, 3 steps): step (§6.31).
u2 loses a step (fire of PA): 2 of 3 left (§6.32).
PB: 1 hit lost (no other eligible unit) (§6.34).
The fire card shows no artillery value (§6.5).
--- stderr
