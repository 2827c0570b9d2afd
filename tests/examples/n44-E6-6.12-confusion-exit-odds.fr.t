# French transcript of n44-E6-6.12-confusion-exit-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-e6.csv strategic unit=de-2pz,de-116pz path=Paris --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : strategic unit=de-2pz,de-116pz path=Paris
(to Paris; leaving Orleans: 1d6 +1 strategic interdiction (§9.5), 20 vs 12 = 1.5/1, 1 column from 1/1: -1 (§6.12) blocked on 5 or more)

p   pour cent                        units_arriving
1/3  33,333 %  #######               0             
2/3  66,667 %  #############         2             

(2 résultats, 6 passages des règles)
--- stderr
