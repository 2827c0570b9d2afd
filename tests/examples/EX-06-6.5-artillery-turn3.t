# §6.5: no German artillery fire on turns 1 to 3.
cmd: resolve tests/examples/data/omaha-fire-ex06-t3.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=green,brown,orange;target=1;art=3/75-88-105' -o $TMP/s.csv
status: 0
--- stdout
German fire, east sector, turn 3 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: green, brown, orange; target symbol 1 (§6.1).
No position of the card's colours fires in the east sector (§6).
No German artillery fire on turns 1 to 3 (§6.5).
--- stderr
