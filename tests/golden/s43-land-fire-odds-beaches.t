# odds of land fire=us (§24.11 d): one die per beach, us-green and us-red: each
# hit 1/3, independent.
cmd: odds tests/golden/data/s43-landing.csv land fire=us
status: 0
--- stdout
odds of: land fire=us
(steps inflicted on the first wave of us (§24.11: each die of 1 or 2); hits per beach)

p    percent                        steps  hits               
4/9  44.444%  #########             0      us-green:0;us-red:0
2/9  22.222%  ####                  1      us-green:0;us-red:1
2/9  22.222%  ####                  1      us-green:1;us-red:0
1/9  11.111%  ##                    2      us-green:1;us-red:1

(4 outcomes, 36 runs of the rules)
--- stderr
