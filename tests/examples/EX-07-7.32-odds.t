# EX-07 odds over the 6 cards of the pile (TEST DATA cards): only card 6 shows
# a single orange and symbol 1 (card 4 shows orange with symbol 2): 1/6.
cmd: odds tests/examples/data/omaha-ex07.csv move unit=K/3/16 to=0711 --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: move unit=K/3/16 to=0711
(every card left in the draw pile, equally likely)

p    percent                        results          steps_lost  delayed  eliminated
5/6  83.333%  #################     K/3/16>0711      0                              
1/6  16.667%  ###                   K/3/16>0711(-1)  1                              

expected steps lost: 1/6 = 0.1667
(2 outcomes, 6 runs of the rules)
--- stderr
