# §6.5, §6.51, ruling a12-observer-control=control: odds over the 54 TEST DATA cards.
# Two East 105s stay active (off2, off5): the 4 cards of value <= 2 with 105 and
# target 1 hit i1: 4/54 = 2/27.
cmd: odds tests/examples/data/omaha-observers.csv fire sector=east --rule a12-observer-control=control --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: fire sector=east
(every card left in the draw pile, equally likely; ties among equal targets: by unit id)

p      percent                        results    steps_lost  delayed  eliminated
2/27    7.407%  #                     i1(-1)     1                              
25/27  92.593%  ###################   no change  0                              

expected steps lost: 2/27 = 0.0741
(2 outcomes, 54 runs of the rules)
--- stderr
