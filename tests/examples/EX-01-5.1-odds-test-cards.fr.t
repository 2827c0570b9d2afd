# French transcript of EX-01-5.1-odds-test-cards.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/omaha-odds.csv land sector=west --tables tests/examples/data/omaha-tables --lang fr
status: 0
--- stdout
probabilités de : land sector=west
(every card left in the draw pile, equally likely)

p   pour cent                        results                                                  steps_lost  delayed  eliminated
1/6  16,667 %  ###                   A/1/116>CH1(-1);B/1/116>DG1(-1);C/1/116>DW1(-1)          3                              
1/6  16,667 %  ###                   A/1/116>CH1(-1);B/1/116>ER1;C/1/116>X3;D/1/116>DG1(-1)   2                              
1/6  16,667 %  ###                   A/1/116>DR1;B/1/116>DG1(-1);C/1/116>DW1(-1);D/1/116>ER1  2                              
1/6  16,667 %  ###                   A/1/116>DR1;B/1/116>EG1;C/1/116>ER3;D/1/116>EG1          0                              
1/6  16,667 %  ###                   A/1/116>ER3;B/1/116>EG1;C/1/116>ER3;D/1/116>DG1(-1)      1                              
1/6  16,667 %  ###                   B/1/116>ER1;C/1/116>X3;D/1/116>EG1                       0                              

pas de perte attendus: 4/3 = 1,3333
(6 résultats, 6 passages des règles)
--- stderr
