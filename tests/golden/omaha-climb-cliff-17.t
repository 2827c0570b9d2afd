# §17.12: turn 17, the cliff is crossed at once, with a Climb marker.
cmd: resolve tests/examples/data/omaha-climb-cliff-17.csv climb unit=K/3/16 to=0610 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0610,ER1,0,climb,' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
K/3/16 climbs the cliff 0710/0610 at once and takes a Climb marker (§17.12).
--- stderr
