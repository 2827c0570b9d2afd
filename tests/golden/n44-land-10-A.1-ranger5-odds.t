# §10 A.1: the odds of the 5th Rangers' landing, on the test chart: half on Omaha, half
# with the 2nd Rangers.
cmd: odds tests/golden/data/n44-ranger5.csv land unit=us-5-rgr at=0714 --tables tests/examples/data/normandie44-tables
status: 0
--- stdout
odds of: land unit=us-5-rgr at=0714
(every path of the order's dice, the rules run on a copy of the state: the units each outcome changes)

p    percent                        result       
1/2  50.000%  ##########            us-5-rgr 0613
1/2  50.000%  ##########            us-5-rgr 0714

(2 outcomes, 6 runs of the rules)
--- stderr
