# §6.5, §6.51, ruling a12-observer-control=control-no-loc: odds over the 54 TEST DATA cards.
# Three East 105s stay active (off1, off2, off5): the 8 cards of value <= 3 with 105
# and target 1 hit i1: 8/54 = 4/27.
cmd: odds tests/examples/data/omaha-observers.csv fire sector=east --rule a12-observer-control=control-no-loc --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: fire sector=east
(every card left in the draw pile, equally likely; ties among equal targets: by unit id)

p      percent                        results    steps_lost  delayed  eliminated
4/27   14.815%  ###                   i1(-1)     1                              
23/27  85.185%  #################     no change  0                              

expected steps lost: 4/27 = 0.1481
(2 outcomes, 54 runs of the rules)
--- stderr
