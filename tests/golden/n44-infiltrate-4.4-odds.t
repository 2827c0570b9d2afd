# §4.4: the odds of the crossing: the test chart passes on 4-6.
cmd: odds tests/golden/data/n44-special.csv infiltrate unit=us-2-rgr to=0613 op=hexside --tables tests/examples/data/normandie44-tables
status: 0
--- stdout
odds of: infiltrate unit=us-2-rgr to=0613 op=hexside
(every path of the order's dice, the rules run on a copy of the state: the units each outcome changes)

p    percent                        result       
1/2  50.000%  ##########            no change    
1/2  50.000%  ##########            us-2-rgr 0613

(2 outcomes, 6 runs of the rules)
--- stderr
