# French transcript of n44-T18-7.1.1-storm-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-t18.csv storm --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : storm
(1d6 on the weather table's storm column; each of 2 Mulberries lost on 4-6 (§7.1.1))

p    pour cent                        storm  mulberries_lost
2/3   66,667 %  #############         no     0              
1/12   8,333 %  ##                    yes    0              
1/6   16,667 %  ###                   yes    1              
1/12   8,333 %  ##                    yes    2              

(4 résultats, 6 passages des règles)
--- stderr
