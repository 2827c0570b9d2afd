# §7.4: turn 9, K/3/16 crosses the bluff 0710/0610 and takes a Climb marker.
cmd: resolve tests/examples/data/omaha-ex07-bluff.csv climb unit=K/3/16 to=0610 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0610,ER1,0,climb,' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
K/3/16 crosses the bluff 0710/0610 and takes a Climb marker (next turn a free action removes it) (§7.4).
--- stderr
