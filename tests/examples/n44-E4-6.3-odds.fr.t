# French transcript of n44-E4-6.3-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-e4.csv assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013 --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013
(8 vs 3 = 2.67: column 2/1 (§6.3); final column 2/1; die 1d6)

p   pour cent                        die  column  result  att_lost  def_lost  def_eliminated  def_retreat  exploit
1/6  16,667 %  ###                   1    2/1     1/1     2         1         no              0            no     
1/3  33,333 %  #######               2 3  2/1     -/1R1   0         1         no              1            no     
1/6  16,667 %  ###                   4    2/1     -/2R1   0         2         yes             1            no     
1/6  16,667 %  ###                   5    2/1     -/2R2E  0         2         yes             2            yes    
1/6  16,667 %  ###                   6    2/1     -/XE    0         2         yes             0            yes    

pas de perte attendus de l'attaquant: 1/3 = 0,3333
pas de perte attendus du défenseur: 3/2 = 1,5000
(5 résultats, 6 passages des règles)
--- stderr
