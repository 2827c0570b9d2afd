# odds of the tank barrage over the 6 cards of the pile (TEST DATA): card 6 shows a
# single orange and symbol 1; card 4 orange with symbol 2: 1/6 disrupt.
cmd: odds tests/examples/data/omaha-barrage.csv bombard type=tank unit=T1 target=0810 observer=K/3/16 --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: bombard type=tank unit=T1 target=0810 observer=K/3/16
(every card left in the draw pile, equally likely)

p    percent                        results    steps_lost  delayed  eliminated
1/6  16.667%  ###                   g99(D)     0                              
5/6  83.333%  #################     no change  0                              

expected steps lost: 0 = 0.0000
(2 outcomes, 6 runs of the rules)
--- stderr
