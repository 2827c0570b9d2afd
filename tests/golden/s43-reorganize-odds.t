# odds of reorganize (§14.21): 4 or more on 1d6, 1/2.
cmd: odds tests/golden/data/s43-reorg.csv reorganize
status: 0
--- stdout
odds of: reorganize
(units back to full strength (§14.21: 1d6, 4 or more))

p    percent                        recovered  units   
1/2  50.000%  ##########            0                  
1/2  50.000%  ##########            1          us-inf-a

(2 outcomes, 6 runs of the rules)
--- stderr
