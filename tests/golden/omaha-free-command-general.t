# §11.3: N1, adjacent to General Wyman, is under his command: a free action.
cmd: resolve tests/examples/data/omaha-free.csv move unit=N1 to=1612 free=command --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,N1,1,1,inf,3,3,1,1612,ER1,0,,,0,0,,,18:command' $TMP/s.csv
--- stdout
N1's move is a free action (not counted against the division's actions, §7.2): under command of Wyman (§11.3).
A free action (named by free=, §11, §18.3): the 1st Division's count stays (§7.1).
N1 moves from 1611 to 1612 (§7.3).
--- stderr
