# §17.11: turn 17, the bluff is crossed without a marker.
cmd: resolve tests/examples/data/omaha-climb-bluff-17.csv climb unit=K/3/16 to=0610 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0610,ER1,0,,' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
K/3/16 crosses the bluff 0710/0610: no Climb marker in the extended game; one hex this action (§17.11).
--- stderr
