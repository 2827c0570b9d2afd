# EX-06 card B (§6.5): value 2, calibres 88/105: WN 61 (88) and the active 105:
# 2 >= 2, one hit; the 75 does not count.
cmd: resolve tests/examples/data/omaha-fire-ex06.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=green,brown,orange;target=1;art=2/88-105' -o $TMP/s.csv
status: 0
sh: grep -q '^unit,i1,1,1,inf,2,3,' $TMP/s.csv
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: green, brown, orange; target symbol 1 (§6.1).
No position of the card's colours fires in the east sector (§6).
Artillery value 2, calibres 88-105: 2 non-disrupted German artillery units of those calibres in the east sector (§6.5).
Artillery hit: i1 (infantry in a landing box) (§6.5).
i1 loses a step (fire of German artillery): 2 of 3 left (§6.32).
--- stderr
