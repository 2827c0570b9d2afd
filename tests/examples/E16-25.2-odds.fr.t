# French transcript of E16-25.2-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/e16.csv bombard kind=naval by=uk-cl-1 at=2530 --tables tests/examples/data/tables-e16 --lang fr
status: 0
--- stdout
probabilités de : bombard kind=naval by=uk-cl-1 at=2530
(indirect fire, altitude 6: 2(0), one die for the hex)

p      pour cent                        fire      steps_lost  immobilized  ship               
1/54     1,852 %  .                     indirect  0           0            off (no ammunition)
25/54   46,296 %  #########             indirect  0           0            stays              
5/27    18,519 %  ####                  indirect  0           0            upside down        
1/108    0,926 %  .                     indirect  0           2            off (no ammunition)
25/108  23,148 %  #####                 indirect  0           2            stays              
5/54     9,259 %  ##                    indirect  0           2            upside down        

pas de perte attendus: 0 = 0,0000
(6 résultats, 78 passages des règles)
