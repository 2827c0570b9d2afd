# EX-01 odds over the cards left in the pile (cards 1-6), with the MADE-UP test
# cards and landing cells of tests/examples/data/omaha-tables (TEST DATA).
cmd: odds tests/examples/data/omaha-odds.csv land sector=west --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: land sector=west
(every card left in the draw pile, equally likely)

p    percent                        results                                                  steps_lost  delayed  eliminated
1/6  16.667%  ###                   A/1/116>CH1(-1);B/1/116>DG1(-1);C/1/116>DW1(-1)          3                              
1/6  16.667%  ###                   A/1/116>CH1(-1);B/1/116>ER1;C/1/116>X3;D/1/116>DG1(-1)   2                              
1/6  16.667%  ###                   A/1/116>DR1;B/1/116>DG1(-1);C/1/116>DW1(-1);D/1/116>ER1  2                              
1/6  16.667%  ###                   A/1/116>DR1;B/1/116>EG1;C/1/116>ER3;D/1/116>EG1          0                              
1/6  16.667%  ###                   A/1/116>ER3;B/1/116>EG1;C/1/116>ER3;D/1/116>DG1(-1)      1                              
1/6  16.667%  ###                   B/1/116>ER1;C/1/116>X3;D/1/116>EG1                       0                              

expected steps lost: 4/3 = 1.3333
(6 outcomes, 6 runs of the rules)
--- stderr
