# French transcript of E10-16.22-aa-adjacent-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/e10.csv bombard kind=air value=2 at=3133 --tables tests/examples/data/tables-e10 --lang fr
status: 0
--- stdout
probabilités de : bombard kind=air value=2 at=3133
(marker 2, altitude 1: 3(1))

p    pour cent                        aa_plus  steps_lost  immobilized
7/24  29,167 %  ######                0        0           0          
7/36  19,444 %  ####                  0        0           1          
7/72   9,722 %  ##                    0        1           0          
5/18  27,778 %  ######                1        0           0          
5/36  13,889 %  ###                   1        0           1          

pas de perte attendus: 7/72 = 0,0972
unités immobilisées attendues: 1/3 = 0,3333
(5 résultats, 23 passages des règles)
