# French transcript of n44-T16-1.1.1.3-initiative-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-t16.csv initiative --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : initiative
(Allied 1d6 + 1, German 1d6 + 2, a tie to the Allies (clear) (§1.1.1.3))

p    pour cent                        initiative
5/12  41,667 %  ########              allied    
7/12  58,333 %  ############          german    

(2 résultats, 36 passages des règles)
--- stderr
