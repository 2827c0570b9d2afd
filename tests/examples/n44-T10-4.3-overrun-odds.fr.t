# French transcript of n44-T10-4.3-overrun-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-t10.csv overrun unit=de-2pz-3,de-2pz-304 to=0713 --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : overrun unit=de-2pz-3,de-2pz-304 to=0713
(14 vs 4 = 3.50: column 3/1 (§6.3); final column 3/1; die 1d6)

p   pour cent                        die  column  result  att_lost  def_lost  def_eliminated  def_retreat  exploit
1/3  33,333 %  #######               1 2  3/1     -/1R1   0         1         no              1            no     
1/6  16,667 %  ###                   3    3/1     -/2R1   0         2         yes             1            no     
1/6  16,667 %  ###                   4    3/1     -/2R2E  0         2         yes             2            yes    
1/3  33,333 %  #######               5 6  3/1     -/XE    0         2         yes             0            yes    

pas de perte attendus de l'attaquant: 0 = 0,0000
pas de perte attendus du défenseur: 5/3 = 1,6667
(4 résultats, 6 passages des règles)
--- stderr
