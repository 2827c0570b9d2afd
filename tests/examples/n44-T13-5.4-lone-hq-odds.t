# T13 (§5.4): the odds of an attack on a lone HQ: certain.
cmd: odds tests/examples/data/n44-t13.csv assault hq=us-vii att=us-4-8 to=0713 --tables tests/examples/data/normandie44-tables
status: 0
--- stdout
odds of: assault hq=us-vii att=us-4-8 to=0713
(0713 holds only HQ de-lxxxiv: destroyed without a roll (§5.4))

p  percent                        result      
1 100.000%  ####################  HQ destroyed

(1 outcome, 0 runs of the rules)
--- stderr
