# odds of reorganize pair= with a third platoon in the pool (§14.33): certain.
cmd: odds tests/golden/data/s43-reorg-three.csv reorganize pair=us-m4-1,us-m4-2 hex=2662
status: 0
--- stdout
odds of: reorganize pair=us-m4-1,us-m4-2 hex=2662
(the returning unit (§14.23, §14.31))

p  percent                        recovered  units  
1 100.000%  ####################  1          us-m4-1

(1 outcome, 1 run of the rules)
--- stderr
