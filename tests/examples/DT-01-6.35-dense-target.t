# DT-01 (§6.35): 0714 holds 3 + 2 = 5 steps: both units count as showing the
# card's symbol 1 (their counters show 2 and 3); 0713 holds 3 + 1 = 4 steps: its
# units keep their own symbols.
cmd: resolve tests/examples/data/omaha-fire-dt01.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet,blue;target=1;art=-' ties=id -o $TMP/s.csv
status: 0
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red, violet, blue; target symbol 1 (§6.1).
WN62 (red) fires: 2 units and 2 depth markers, up to 4 hits; column WN or revealed reinforcement (§6.31).
e1 on 0713 (sustained, symbol 2): none (§6.3).
e2 on 0713 (sustained, symbol 3): none (§6.3).
d1 on 0714 (intense, dense target §6.35, symbol 2): step+disrupt (§6.3).
d2 on 0714 (intense, dense target §6.35, symbol 3): step+disrupt (§6.3).
WN62 hits d1 (intense, 2 hexes away, 3 steps): step+disrupt (§6.31).
d1 is disrupted (fire of WN62) (§6.33).
d1 loses a step (fire of WN62): 2 of 3 left (§6.32).
WN62 hits d2 (intense, 2 hexes away, 2 steps): step+disrupt (§6.31).
d2 is disrupted (fire of WN62) (§6.33).
d2 loses a step (fire of WN62): 1 of 3 left (§6.32).
d2 goes to the 1st Division casualty box: 1 unit (§13.1).
The fire card shows no artillery value (§6.5).
--- stderr
