# EX-04 (§6.31): turn 9. WN 62 (two units and one depth marker) may hit up to 3
# US units; A7 (one unit, no marker) 1; WN 61 (unit + marker) 2. Card typed, the
# fire results are TEST DATA. WN 62 hits u1, u3, u4 (u2 gets no result); A7 hits
# u5 (intense, more steps than u6).
cmd: resolve tests/examples/data/omaha-fire-ex04-9.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet,blue;target=1;art=-' -o $TMP/s.csv
status: 0
sh: grep -q '^unit,u1,1,1,inf,2,3,1,0714,ER1,1,' $TMP/s.csv
sh: grep -q '^unit,u3,1,1,inf,0,3,1,eliminated,' $TMP/s.csv
sh: grep -q '^unit,u5,1,1,inf,2,3,2,0913,ER1,1,' $TMP/s.csv
sh: grep -q '^unit,u6,1,1,inf,1,3,2,0913,ER1,0,' $TMP/s.csv
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red, violet, blue; target symbol 1 (§6.1).
A7 (blue) fires: 1 unit and 0 depth markers, up to 1 hit; column unrevealed reinforcement (§6.31).
u1 on 0714 (sporadic, symbol 1): disrupt (§6.3).
u5 on 0913 (intense, symbol 2): disrupt (§6.3).
u6 on 0913 (intense, symbol 2): disrupt (§6.3).
WN61 (violet) fires: 1 unit and 1 depth marker, up to 2 hits; column WN or revealed reinforcement (§6.31).
WN62 (red) fires: 2 units and 1 depth marker, up to 3 hits; column WN or revealed reinforcement (§6.31).
u4 on 0613 (sporadic, symbol 1): disrupt (§6.3).
u2 on 0713 (sustained, symbol 2): none (§6.3).
u3 on 0713 (sustained, symbol 1): step (§6.3).
u1 on 0714 (intense, symbol 1): step+disrupt (§6.3).
A7 hits u5 (intense, 2 hexes away, 2 steps): disrupt (§6.31).
u5 is disrupted (fire of A7) (§6.33).
WN62 hits u1 (intense, 2 hexes away, 3 steps): step+disrupt (§6.31).
u1 is disrupted (fire of WN62) (§6.33).
u1 loses a step (fire of WN62): 2 of 3 left (§6.32).
WN62 hits u3 (sustained, 1 hex away, 1 step): step (§6.31).
u3 is eliminated (fire of WN62) (§6.32).
WN62 hits u4 (sporadic, 2 hexes away, 1 step): disrupt (§6.31).
u4 is disrupted (fire of WN62) (§6.33).
The fire card shows no artillery value (§6.5).
--- stderr
