# §11.15: I1 carries an Inspired marker: a free action every action phase.
cmd: resolve tests/examples/data/omaha-free.csv move unit=I1 to=1615 free=inspired --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,I1,1,1,inf,2,3,1,1615,ER1,0,,,0,0,,inspired,18:inspired' $TMP/s.csv
--- stdout
I1's move is a free action (not counted against the division's actions, §7.2): an Inspired unit's (§11.15).
A free action (named by free=, §11, §18.3): the 1st Division's count stays (§7.1).
I1 moves from 1616 to 1615 (§7.3).
--- stderr
