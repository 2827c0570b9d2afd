# EX-04 (§14.11, §14.12): the same on turn 17: limits double (A7 2, WN 61 4,
# WN 62 6) and each position fires alone: A7 hits u5 and u6.
cmd: resolve tests/examples/data/omaha-fire-ex04-17.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet,blue;target=1;art=-' -o $TMP/s.csv
status: 0
sh: grep -q '^unit,u6,1,1,inf,1,3,2,0913,ER1,1,' $TMP/s.csv
--- stdout
German fire, east sector, turn 17 (extended game, §14) (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red, violet, blue; target symbol 1 (§6.1).
A7 (blue) fires: 1 unit and 0 depth markers, up to 2 hits; column unrevealed reinforcement (§14.11).
u1 on 0714 (sporadic, symbol 1): disrupt (§6.3).
u5 on 0913 (intense, symbol 2): disrupt (§6.3).
u6 on 0913 (intense, symbol 2): disrupt (§6.3).
WN61 (violet) fires: 1 unit and 1 depth marker, up to 4 hits; column WN or revealed reinforcement (§14.11).
WN62 (red) fires: 2 units and 1 depth marker, up to 6 hits; column WN or revealed reinforcement (§14.11).
u4 on 0613 (sporadic, symbol 1): disrupt (§6.3).
u2 on 0713 (sustained, symbol 2): none (§6.3).
u3 on 0713 (sustained, symbol 1): step (§6.3).
u1 on 0714 (intense, symbol 1): step+disrupt (§6.3).
A7 hits u5 (intense, 2 hexes away, 2 steps): disrupt (§6.31).
u5 is disrupted (fire of A7) (§6.33).
A7 hits u6 (intense, 2 hexes away, 1 step): disrupt (§6.31).
u6 is disrupted (fire of A7) (§6.33).
WN62 hits u1 (intense, 2 hexes away, 3 steps): step+disrupt (§6.31).
u1 is disrupted (fire of WN62) (§6.33).
u1 loses a step (fire of WN62): 2 of 3 left (§6.32).
WN62 hits u3 (sustained, 1 hex away, 1 step): step (§6.31).
u3 is eliminated (fire of WN62) (§6.32).
WN62 hits u4 (sporadic, 2 hexes away, 1 step): disrupt (§6.31).
u4 is disrupted (fire of WN62) (§6.33).
The fire card shows no artillery value (§6.5).
--- stderr
