# §7.4, §11.2: K/3/16, stacked with 16 HQ, climbs the bluff as a free action
# (free=command): it takes its Climb marker and its free column becomes 9:command.
cmd: resolve tests/examples/data/omaha-ex07-bluff.csv climb unit=K/3/16 to=0610 free=command --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0610,ER1,0,climb,.*,9:command$' $TMP/s.csv
--- stdout
K/3/16's climb is a free action (not counted against the division's actions, §7.2): under command of 16HQ (§11.2).
A free action (named by free=, §11, §18.3): the 1st Division's count stays (§7.1).
K/3/16 crosses the bluff 0710/0610 and takes a Climb marker (next turn a free action removes it) (§7.4).
--- stderr
