# EX-06 (§6.5): with target symbol 2 no unit of the sector shows it: no hit.
cmd: resolve tests/examples/data/omaha-fire-ex06.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=green,brown,orange;target=2;art=3/75-88-105' -o $TMP/s.csv
status: 0
sh: grep -q '^unit,i1,1,1,inf,3,3,' $TMP/s.csv
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: green, brown, orange; target symbol 2 (§6.1).
No position of the card's colours fires in the east sector (§6).
Artillery value 3, calibres 75-88-105: 3 non-disrupted German artillery units of those calibres in the east sector (§6.5).
No US unit with symbol 2 on a beach hex or in a landing box of the sector: no hit (§6.5).
--- stderr
