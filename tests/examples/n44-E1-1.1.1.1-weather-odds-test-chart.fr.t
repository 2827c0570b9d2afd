# French transcript of n44-E1-1.1.1.1-weather-odds-test-chart.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-e1.csv weather --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : weather
(1d6 -1 (§1.1.1.1))

p   pour cent                        weather   storm_test
2/3  66,667 %  #############         clear     no        
1/6  16,667 %  ###                   overcast  no        
1/6  16,667 %  ###                   overcast  yes       

(3 résultats, 6 passages des règles)
--- stderr
