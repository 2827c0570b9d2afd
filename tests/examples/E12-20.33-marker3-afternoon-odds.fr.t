# French transcript of E12-20.33-marker3-afternoon-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/e12-v3-afternoon.csv bridge action=repair id=4050 unit=us-eng --lang fr
status: 0
--- stdout
probabilités de : bridge action=repair id=4050 unit=us-eng
(the repair at this works phase (§20.33))

p   pour cent                        result    marker
1/3  33,333 %  #######               not yet         
2/3  66,667 %  #############         repaired        

(2 résultats, 6 passages des règles)
--- stderr
