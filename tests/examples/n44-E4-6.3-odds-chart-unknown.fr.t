# French transcript of n44-E4-6.3-odds-chart-unknown.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-e4.csv assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013 --tables tests/examples/data/normandie44-terrain unknown=report --lang fr
status: 0
--- stdout
probabilités de : assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013 unknown=report
(8 vs 3 = 2.67: column 2/1 (§6.3); final column 2/1; die 1d6)

p   pour cent                        die  column  result                 att_lost  def_lost  def_eliminated  def_retreat  exploit
1/6  16,667 %  ###                   1    2/1     ? (column 2/1, die 1)  ?         ?         ?               ?            ?      
1/6  16,667 %  ###                   2    2/1     ? (column 2/1, die 2)  ?         ?         ?               ?            ?      
1/6  16,667 %  ###                   3    2/1     ? (column 2/1, die 3)  ?         ?         ?               ?            ?      
1/6  16,667 %  ###                   4    2/1     ? (column 2/1, die 4)  ?         ?         ?               ?            ?      
1/6  16,667 %  ###                   5    2/1     ? (column 2/1, die 5)  ?         ?         ?               ?            ?      
1/6  16,667 %  ###                   6    2/1     ? (column 2/1, die 6)  ?         ?         ?               ?            ?      

probabilité des cases inconnues ('?'): 1 = 1,0000
pas de perte attendus de l'attaquant, sur les cases connues: 0 = 0,0000
pas de perte attendus du défenseur, sur les cases connues: 0 = 0,0000
(6 résultats, 6 passages des règles)
--- stderr
