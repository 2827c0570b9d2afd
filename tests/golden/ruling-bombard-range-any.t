# Ruling bombard-range=any (A15): range does not limit a bombardment: both batteries
# fire, defensively (the Axis is active) with Y 7 + 6 = 13: column 13-16, a hit on
# 4 (1/12).
cmd: odds tests/golden/data/ruling-bombard.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b --rule bombard-range=any
status: 0
--- stdout
odds of: bombard kind=artillery at=3031 by=us-105-a,us-105-b
(column 13-16, hit on 4; the bombarding player names the type, the owner the unit (§13.5))

p      percent                        column  steps_lost
11/12  91.667%  ##################    13-16   0         
1/12    8.333%  ##                    13-16   1         

expected steps lost by the target group: 1/12 = 0.0833
(2 outcomes, 11 runs of the rules)
--- stderr
