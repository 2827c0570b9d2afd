# §11.12: H1 carries a hero: its move is a free action, written as 18:hero in the unit column free (§7.2's count skips it).
cmd: resolve tests/examples/data/omaha-free.csv move unit=H1 to=1613 free=hero --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,H1,1,1,inf,3,3,1,1613,ER1,0,,,0,0,,hero,18:hero' $TMP/s.csv
--- stdout
H1's move is a free action (not counted against the division's actions, §7.2): its hero's (§11.12).
A free action (named by free=, §11, §18.3): the 1st Division's count stays (§7.1).
H1 moves from 1614 to 1613 (§7.3).
--- stderr
