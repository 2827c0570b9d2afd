# French transcript of n44-E5-6.5-worst-each.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-e5.csv assault hq=us-vii att=us-4-8,us-4-12,us-4-22,us-70-tk to=0713 --tables tests/examples/data/normandie44-tables --rule att-stack-penalty=worst-each --lang fr
status: 0
--- stdout
probabilités de : assault hq=us-vii att=us-4-8,us-4-12,us-4-22,us-70-tk to=0713
(14 vs 2 = 7.00: column 6/1 (§6.3); -2 the attackers' worst disorganization, D2 (§6.5); -2 the attackers' worst affected level, A2 (§6.5); final column 2/1; die 1d6)

p   pour cent                        die  column  result  att_lost  def_lost  def_eliminated  def_retreat  exploit
1/6  16,667 %  ###                   1    2/1     1/1     4         1         yes             0            no     
1/3  33,333 %  #######               2 3  2/1     -/1R1   0         1         yes             1            no     
1/6  16,667 %  ###                   4    2/1     -/2R1   0         1         yes             1            no     
1/6  16,667 %  ###                   5    2/1     -/2R2E  0         1         yes             2            yes    
1/6  16,667 %  ###                   6    2/1     -/XE    0         1         yes             0            yes    

pas de perte attendus de l'attaquant: 2/3 = 0,6667
pas de perte attendus du défenseur: 1 = 1,0000
(5 résultats, 6 passages des règles)
--- stderr
