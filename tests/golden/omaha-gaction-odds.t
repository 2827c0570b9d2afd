# §16.4 odds within the German actions: two Tactical units, A4 draws first (1/2 each),
# C2 takes the other; the patrol and the advance are certain.
cmd: odds tests/examples/data/omaha-ga-two.csv german-action sector=east path=1015 --card '1:fire=blue/R,red/P,green/A;target=1'
status: 0
--- stdout
odds of: german-action sector=east path=1015
(the card typed; ties among equal targets: by unit id)

p    percent                        results                                steps_lost  delayed  eliminated
1/2  50.000%  ##########            L/3/16(D);M/3/16(D);g1>A7;t1>A4;t2>C2  0                              
1/2  50.000%  ##########            L/3/16(D);M/3/16(D);g1>A7;t1>C2;t2>A4  0                              

expected steps lost: 0 = 0.0000
(2 outcomes, 2 runs of the rules)
--- stderr
