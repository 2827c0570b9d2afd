# §18.3: P3, 3 hexes from CP 16HQ (range 3), is under its command: a free action.
cmd: resolve tests/examples/data/omaha-free.csv move unit=P3 to=1214 free=command --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,P3,1,1,inf,3,3,1,1214,ER1,0,,,0,0,,,18:command' $TMP/s.csv
--- stdout
P3's move is a free action (not counted against the division's actions, §7.2): under command of CP 16HQ (§18.3).
A free action (named by free=, §11, §18.3): the 1st Division's count stays (§7.1).
P3 moves from 1215 to 1214 (§7.3).
--- stderr
