# odds of the German fire over the 6 cards of the pile (TEST DATA cards): only
# card 1 shows violet with the star: c1's hero is killed with probability 1/6.
cmd: odds tests/examples/data/omaha-fire-hero-star.csv fire sector=east --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: fire sector=east
(every card left in the draw pile, equally likely; ties among equal targets: by unit id)

p    percent                        results                      steps_lost  delayed  eliminated
1/6  16.667%  ###                   c1(-1)(D)                    1                              
1/6  16.667%  ###                   c1(D)(inspired)              0                              
1/6  16.667%  ###                   c1(D);c2(-1);casualties.1=1  1                              
1/2  50.000%  ##########            no change                    0                              

expected steps lost: 1/3 = 0.3333
(4 outcomes, 6 runs of the rules)
--- stderr
