# E8: odds of the defensive bombardment: column 13-16 hits on 4 only: 3/36 = 1/12.
cmd: odds tests/examples/data/e8.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b targets=pz-1,pz-2,pz-3,pz-4,pz-5
status: 0
--- stdout
odds of: bombard kind=artillery at=3031 by=us-105-a,us-105-b targets=pz-1,pz-2,pz-3,pz-4,pz-5
(column 13-16, hit on 4; the bombarding player names the type, the owner the unit (§13.5))

p      percent                        column  steps_lost
11/12  91.667%  ##################    13-16   0         
1/12    8.333%  ##                    13-16   1         

expected steps lost by the target group: 1/12 = 0.0833
(2 outcomes, 11 runs of the rules)
--- stderr
