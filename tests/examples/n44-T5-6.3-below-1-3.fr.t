# French transcript of n44-T5-6.3-below-1-3.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-t5.csv assault hq=us-v att=us-29-116 to=0713 --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : assault hq=us-v att=us-29-116 to=0713
(1 vs 4 = 0.25: column 1/3 (§6.3); final column 1/3; die 1d6)

p   pour cent                        die  column  result  att_lost  def_lost  def_eliminated  def_retreat  exploit
1/6  16,667 %  ###                   1    1/3     2/-     2         0         no              0            no     
1/6  16,667 %  ###                   2    1/3     1D1/-   1         0         no              0            no     
1/6  16,667 %  ###                   3    1/3     1/-     1         0         no              0            no     
1/6  16,667 %  ###                   4    1/3     1/D1    1         0         no              0            no     
1/6  16,667 %  ###                   5    1/3     1/1     1         1         no              0            no     
1/6  16,667 %  ###                   6    1/3     -/1R1   0         1         no              1            no     

pas de perte attendus de l'attaquant: 1 = 1,0000
pas de perte attendus du défenseur: 1/3 = 0,3333
(6 résultats, 6 passages des règles)
--- stderr
