# §16.4 odds: two Tactical units for A4 and C2: each draw is one of the units left
# in the pool (the Division unit is not needed).
cmd: odds tests/examples/data/omaha-ex12-two.csv reinforce sector=east --card '1:fire=blue/R,red,green;target=1'
status: 0
--- stdout
odds of: reinforce sector=east
(the card typed)

p    percent                        results      steps_lost  delayed  eliminated
1/2  50.000%  ##########            t1>A4;t2>C2  0                              
1/2  50.000%  ##########            t1>C2;t2>A4  0                              

expected steps lost: 0 = 0.0000
(2 outcomes, 2 runs of the rules)
--- stderr
