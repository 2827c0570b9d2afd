# Ruling bombard-value=attack (A15): a defensive bombardment adds the attack values
# too: 9 + 8 = 17 -> column 17-21, hit on 2d6 = 7 only: 6/36 = 1/6.
cmd: odds tests/examples/data/e8.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b --rule bombard-value=attack
status: 0
--- stdout
odds of: bombard kind=artillery at=3031 by=us-105-a,us-105-b
(column 17-21, hit on 7; the bombarding player names the type, the owner the unit (§13.5))

p    percent                        column  steps_lost
5/6  83.333%  #################     17-21   0         
1/6  16.667%  ###                   17-21   1         

expected steps lost by the target group: 1/6 = 0.1667
(2 outcomes, 11 runs of the rules)
