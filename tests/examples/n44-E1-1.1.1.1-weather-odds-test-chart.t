# E1 (§1.1.1.1): the odds on the test weather table (4 and more overcast), -1.
cmd: odds tests/examples/data/n44-e1.csv weather --tables tests/examples/data/normandie44-tables
status: 0
--- stdout
odds of: weather
(1d6 -1 (§1.1.1.1))

p    percent                        weather   storm_test
2/3  66.667%  #############         clear     no        
1/6  16.667%  ###                   overcast  no        
1/6  16.667%  ###                   overcast  yes       

(3 outcomes, 6 runs of the rules)
--- stderr
