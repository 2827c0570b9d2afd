# Ruling fortified-building=nothing (default, A7): a flipped IP shifts nothing: 26
# points on column 22-27, a hit on 2d6 5-6 (9/36 = 1/4).
cmd: odds tests/golden/data/ruling-bombard-building.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b,us-105-c
status: 0
--- stdout
odds of: bombard kind=artillery at=3031 by=us-105-a,us-105-b,us-105-c
(column 22-27, hit on 5-6; the bombarding player names the type, the owner the unit (§13.5))

p    percent                        column  steps_lost
3/4  75.000%  ###############       22-27   0         
1/4  25.000%  #####                 22-27   1         

expected steps lost by the target group: 1/4 = 0.2500
(2 outcomes, 11 runs of the rules)
--- stderr
