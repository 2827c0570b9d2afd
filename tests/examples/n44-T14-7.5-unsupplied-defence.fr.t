# French transcript of n44-T14-7.5-unsupplied-defence.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-t14.csv assault hq=de-lxxxiv att=de-17ss-37,de-17ss-38 to=0713 --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : assault hq=de-lxxxiv att=de-17ss-37,de-17ss-38 to=0713
(12 vs 3 = 4.00: column 4/1 (§6.3); final column 4/1; die 1d6 +1 attacker elite (§6.3))

p   pour cent                        die      column  result  att_lost  def_lost  def_eliminated  def_retreat  exploit
1/6  16,667 %  ###                   1        4/1     -/2R1   0         2         yes             1            no     
1/6  16,667 %  ###                   2        4/1     -/2R2E  0         2         yes             2            yes    
2/3  66,667 %  #############         3 4 5 6  4/1     -/XE    0         2         yes             0            yes    

pas de perte attendus de l'attaquant: 0 = 0,0000
pas de perte attendus du défenseur: 2 = 2,0000
(3 résultats, 6 passages des règles)
--- stderr
