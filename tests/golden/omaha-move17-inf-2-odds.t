# §17.1, §7.32: odds of the 2-hex infiltrating move over the TEST DATA cards left in the pile.
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: odds tests/examples/data/omaha-move17.csv move unit=I1 via=0811 to=0812 --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: move unit=I1 via=0811 to=0812
(every card left in the draw pile, equally likely)

p    percent                        results      steps_lost  delayed  eliminated
5/6  83.333%  #################     I1>0812      0                              
1/6  16.667%  ###                   I1>0812(-1)  1                              

expected steps lost: 1/6 = 0.1667
(2 outcomes, 54 runs of the rules)
--- stderr
