# French transcript of EX-07-7.32-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/omaha-ex07.csv move unit=K/3/16 to=0711 --tables tests/examples/data/omaha-tables --lang fr
status: 0
--- stdout
probabilités de : move unit=K/3/16 to=0711
(every card left in the draw pile, equally likely)

p   pour cent                        results          steps_lost  delayed  eliminated
5/6  83,333 %  #################     K/3/16>0711      0                              
1/6  16,667 %  ###                   K/3/16>0711(-1)  1                              

pas de perte attendus: 1/6 = 0,1667
(2 résultats, 6 passages des règles)
--- stderr
