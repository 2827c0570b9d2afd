# odds of land fire=uncle_red (§24.11 b): 3 dice, each hitting on 1-2 (1/3):
# binomial, 0: 8/27, 1: 12/27, 2: 6/27, 3: 1/27. The group has 2 first-wave
# units and none absorbs two steps, so 3 hits cost 2 steps, as resolve applies.
cmd: odds tests/golden/data/s43-landing.csv land fire=uncle_red
status: 0
--- stdout
odds of: land fire=uncle_red
(steps inflicted on the first wave of uncle_red (§24.11: each die of 1 or 2); hits per group)

p     percent                        steps  hits       
8/27  29.630%  ######                0      uncle_red:0
4/9   44.444%  #########             1      uncle_red:1
2/9   22.222%  ####                  2      uncle_red:2
1/27   3.704%  #                     2      uncle_red:3

(4 outcomes, 216 runs of the rules)
--- stderr
