# §16.2: B3's marker is mm1 or mm2, 1/2 each; the ambush disrupts K/3/16 either way.
cmd: odds tests/examples/data/omaha-ex12-pools.csv german-action sector=east --card '1:fire=blue/A,red/R,green/P;target=1'
status: 0
--- stdout
odds of: german-action sector=east
(the card typed; ties among equal targets: by unit id)

p    percent                        results                        steps_lost  delayed  eliminated
1/2  50.000%  ##########            K/3/16(D);g3(+reserve);mm1>g3  0                              
1/2  50.000%  ##########            K/3/16(D);g3(+reserve);mm2>g3  0                              

expected steps lost: 0 = 0.0000
(2 outcomes, 2 runs of the rules)
--- stderr
