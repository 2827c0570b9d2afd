# French transcript of n44-T23-0.1.2-garrison-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-bomb-naval.csv bombard kind=naval at=0613 destroyers=2 --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : bombard kind=naval at=0613 destroyers=2
(strength 2, 1d6 -1 on a garrison (§0.1.2) on the TB (§6.2))

p   pour cent                        result
2/3  66,667 %  #############         -     
1/3  33,333 %  #######               A1    

(2 résultats, 6 passages des règles)
--- stderr
