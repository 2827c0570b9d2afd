# odds of an armour pair (§14.31): 3 or more on 1d6, 2/3.
cmd: odds tests/golden/data/s43-reorg.csv reorganize pair=us-m4-1,us-m4-2 hex=2662
status: 0
--- stdout
odds of: reorganize pair=us-m4-1,us-m4-2 hex=2662
(the returning unit (§14.23, §14.31))

p    percent                        recovered  units  
1/3  33.333%  #######               0                 
2/3  66.667%  #############         1          us-m4-1

(2 outcomes, 6 runs of the rules)
--- stderr
