# French transcript of n44-T6-6.3-above-6-1.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-t6.csv assault hq=us-v att=us-2-armd to=0713 --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : assault hq=us-v att=us-2-armd to=0713
(14 vs 2 = 7.00: column 6/1 (§6.3); final column 6/1; die 1d6)

p   pour cent                        die        column  result  att_lost  def_lost  def_eliminated  def_retreat  exploit
1/6  16,667 %  ###                   1          6/1     -/2R2E  0         2         yes             2            yes    
5/6  83,333 %  #################     2 3 4 5 6  6/1     -/XE    0         2         yes             0            yes    

pas de perte attendus de l'attaquant: 0 = 0,0000
pas de perte attendus du défenseur: 2 = 2,0000
(2 résultats, 6 passages des règles)
--- stderr
