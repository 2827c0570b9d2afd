# French transcript of n44-E2-2.2-village.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-e2.csv assault hq=us-vii att=us-2-armd to=1213 --tables tests/examples/data/normandie44-tables terrain=settlement --lang fr
status: 0
--- stdout
probabilités de : assault hq=us-vii att=us-2-armd to=1213 terrain=settlement
(10 vs 4 = 2.50: column 2/1 (§6.3); -1 the defender's village, his choice over the terrain (§2.2); final column 1.5/1; die 1d6)

p   pour cent                        die  column  result  att_lost  def_lost  def_eliminated  def_retreat  exploit
1/6  16,667 %  ###                   1    1.5/1   1/D1    1         0         no              0            no     
1/6  16,667 %  ###                   2    1.5/1   1/1     1         1         no              0            no     
1/3  33,333 %  #######               3 4  1.5/1   -/1R1   0         1         no              1            no     
1/6  16,667 %  ###                   5    1.5/1   -/2R1   0         2         yes             1            no     
1/6  16,667 %  ###                   6    1.5/1   -/2R2E  0         2         yes             2            yes    

pas de perte attendus de l'attaquant: 1/3 = 0,3333
pas de perte attendus du défenseur: 7/6 = 1,1667
(5 résultats, 6 passages des règles)
--- stderr
