# French transcript of n44-T37-10-A.1-rangers-no-malus.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-t37.csv assault att=us-2-rgr to=0714 from_sea=yes --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : assault att=us-2-rgr to=0714 from_sea=yes
(4 vs 2 = 2.00: column 2/1 (§6.3); final column 2/1; die 1d6 +1 attacker elite (§6.3))

p   pour cent                        die  column  result  att_lost  def_lost  def_eliminated  def_retreat  exploit
1/3  33,333 %  #######               1 2  2/1     -/1R1   0         1         no              1            no     
1/6  16,667 %  ###                   3    2/1     -/2R1   0         2         yes             1            no     
1/6  16,667 %  ###                   4    2/1     -/2R2E  0         2         yes             2            yes    
1/3  33,333 %  #######               5 6  2/1     -/XE    0         2         yes             0            yes    

pas de perte attendus de l'attaquant: 0 = 0,0000
pas de perte attendus du défenseur: 5/3 = 1,6667
(4 résultats, 6 passages des règles)
--- stderr
