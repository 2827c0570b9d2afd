# French transcript of n44-T27-11.1-half-markers-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-t27.csv allocate side=allied --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : allocate side=allied
(1d6 on the allied table, clear, halved rounded up (§11.1) (§1.1.1.2))

p   pour cent                        markers
1/6  16,667 %  ###                   1      
1/3  33,333 %  #######               2      
1/3  33,333 %  #######               3      
1/6  16,667 %  ###                   4      

(4 résultats, 6 passages des règles)
--- stderr
