# §4 II odds over the pile (cards 1-6, TEST DATA events): naval, reinf-c, none, hero-1
# (on K/3/16), naval+reinf-c, none: each card 1/6, the two none 1/3.
cmd: odds tests/examples/data/omaha-ev.csv event unit=K/3/16 --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: event unit=K/3/16
(every card left in the draw pile, equally likely)

p    percent                        results                steps_lost  delayed  eliminated
1/6  16.667%  ###                   K/3/16(hero)           0                              
1/6  16.667%  ###                   naval_markers=1        0                              
1/3  33.333%  #######               no change              0                              
1/6  16.667%  ###                   t1>C2                  0                              
1/6  16.667%  ###                   t1>C2;naval_markers=1  0                              

expected steps lost: 0 = 0.0000
(5 outcomes, 6 runs of the rules)
--- stderr
