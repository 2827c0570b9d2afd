# §11.12, §7.21: the stack moves; free=H1:hero makes H1's part free, X1's is counted (its free column stays empty).
cmd: resolve tests/examples/data/omaha-free.csv move unit=H1,X1 to=1613 free=H1:hero --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,H1,1,1,inf,3,3,1,1613,ER1,0,,,0,0,,hero,18:hero' $TMP/s.csv
sh: grep -qx 'unit,X1,1,1,inf,3,3,1,1613,ER1,0,,,0,0,,,' $TMP/s.csv
--- stdout
H1's move is a free action (not counted against the division's actions, §7.2): its hero's (§11.12).
Action 1 of 3 of the 1st Division (§17).
H1 moves from 1614 to 1613 (§7.3).
X1 moves from 1614 to 1613 (§7.3).
--- stderr
