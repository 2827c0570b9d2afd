# The snipers' event (digest 3.5's example card, set,snipers,18): CP 16HQ's command radius is
# one hex this turn, not its range 3 (§18.3): P5, adjacent, is still under its command.
cmd: resolve tests/examples/data/omaha-free-snipers.csv move unit=P5 to=1214 free=command --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,P5,1,1,inf,3,3,1,1214,ER1,0,,,0,0,,,18:command' $TMP/s.csv
--- stdout
P5's move is a free action (not counted against the division's actions, §7.2): under command of CP 16HQ (§18.3).
A free action (named by free=, §11, §18.3): the 1st Division's count stays (§7.1).
P5 moves from 1213 to 1214 (§7.3).
--- stderr
