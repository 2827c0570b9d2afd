# §11.12, §17.1, §7.32: the hero's free move infiltrates as any move: the same odds as
# omaha-move17-inf-2-odds.t (a step lost 1/6).
cmd: odds tests/examples/data/omaha-move17-hero.csv move unit=I1 via=0811 to=0812 free=hero --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: move unit=I1 via=0811 to=0812 free=hero
(every card left in the draw pile, equally likely)

p    percent                        results      steps_lost  delayed  eliminated
5/6  83.333%  #################     I1>0812      0                              
1/6  16.667%  ###                   I1>0812(-1)  1                              

expected steps lost: 1/6 = 0.1667
(2 outcomes, 54 runs of the rules)
--- stderr
