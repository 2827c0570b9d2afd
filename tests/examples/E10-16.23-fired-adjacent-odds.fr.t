# French transcript of E10-16.23-fired-adjacent-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/e10-fired.csv bombard kind=air value=2 at=3133 --tables tests/examples/data/tables-e10 --lang fr
status: 0
--- stdout
probabilités de : bombard kind=air value=2 at=3133
(marker 2, altitude 1: 3(1))

p   pour cent                        aa_plus  steps_lost  immobilized
2/3  66,667 %  #############         1        0           0          
1/3  33,333 %  #######               1        0           1          

pas de perte attendus: 0 = 0,0000
unités immobilisées attendues: 1/3 = 0,3333
(2 résultats, 7 passages des règles)
