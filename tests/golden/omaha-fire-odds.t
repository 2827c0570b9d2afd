# odds of the German fire over the 6 cards of the pile (TEST DATA cards and
# fire table); ties by unit id.
cmd: odds tests/examples/data/omaha-fire-ex05.csv fire sector=east --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: fire sector=east
(every card left in the draw pile, equally likely; ties among equal targets: by unit id)

p    percent                        results           steps_lost  delayed  eliminated
1/3  33.333%  #######               no change         0                              
1/6  16.667%  ###                   u1(-1)            1                              
1/6  16.667%  ###                   u1(-1)(D);u2(-1)  2                              
1/3  33.333%  #######               u1(D);u2(-1)      1                              

expected steps lost: 5/6 = 0.8333
(4 outcomes, 6 runs of the rules)
--- stderr
