# T18, T19 (§7.1.1): the odds of the storm test and of the two Mulberries (1/2 each).
cmd: odds tests/examples/data/n44-t18.csv storm --tables tests/examples/data/normandie44-tables
status: 0
--- stdout
odds of: storm
(1d6 on the weather table's storm column; each of 2 Mulberries lost on 4-6 (§7.1.1))

p     percent                        storm  mulberries_lost
2/3   66.667%  #############         no     0              
1/12   8.333%  ##                    yes    0              
1/6   16.667%  ###                   yes    1              
1/12   8.333%  ##                    yes    2              

(4 outcomes, 6 runs of the rules)
--- stderr
