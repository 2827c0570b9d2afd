# French transcript of E19-10-counterattack-odds.t (issue 19): its steps, line for line.
cmd: odds tests/golden/data/s43-turn.csv counterattack --lang fr
status: 0
--- stdout
probabilités de : counterattack
(the Axis player's 1d6 on the counterattack table (§10.22))

p   pour cent                        first_from    start                           
2/3  66,667 %  #############         12-afternoon  next afternoon                  
1/6  16,667 %  ###                   12-morning    next morning (precipitated)     
1/6  16,667 %  ###                   13-morning    second morning (delayed 4 turns)

(3 résultats, 6 passages des règles)
--- stderr
