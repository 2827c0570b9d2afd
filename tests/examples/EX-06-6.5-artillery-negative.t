# EX-06 derived (§6.5): one 88 and three 75 against card B (2, 88/105): 1 < 2, no
# hit.
cmd: resolve tests/examples/data/omaha-fire-ex06-neg.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=green,brown,orange;target=1;art=2/88-105' -o $TMP/s.csv
status: 0
sh: grep -q '^unit,i1,1,1,inf,3,3,' $TMP/s.csv
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: green, brown, orange; target symbol 1 (§6.1).
WN70 (green) fires: 1 unit and 0 depth markers, up to 1 hit; column WN or revealed reinforcement (§6.31).
Artillery value 2, calibres 88-105: 1 non-disrupted German artillery unit of those calibres in the east sector (§6.5).
1 < 2: no artillery hit (§6.5).
--- stderr
