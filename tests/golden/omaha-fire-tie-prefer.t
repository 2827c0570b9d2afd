# §6.31: prefer=x2 names the player's choice.
cmd: resolve tests/examples/data/omaha-fire-tie.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet,blue;target=1;art=-' prefer=x2 -o $TMP/s.csv
status: 0
sh: grep -q '^unit,x2,1,1,inf,1,3,1,0913,ER1,1,' $TMP/s.csv
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red, violet, blue; target symbol 1 (§6.1).
A7 (blue) fires: 1 unit and 0 depth markers, up to 1 hit; column unrevealed reinforcement (§6.31).
x1 on 0913 (intense, symbol 1): step+disrupt (§6.3).
x2 on 0913 (intense, symbol 1): step+disrupt (§6.3).
A7 hits x2 (intense, 2 hexes away, 2 steps): step+disrupt (§6.31).
x2 is disrupted (fire of A7) (§6.33).
x2 loses a step (fire of A7): 1 of 3 left (§6.32).
x2 goes to the 1st Division casualty box: 1 unit (§13.1).
The fire card shows no artillery value (§6.5).
--- stderr
