# Ruling river-plus=defender-minus (A8), one round: the Axis roll is not modified:
# the defender loses 3 (capped at 2) on 2 and 2 on 3-5 (10/36 = 5/18 for 2 steps),
# 1 on 6-8 (16/36 = 4/9), 0 on 9-12 (5/18); Allied 2d6-1: the attacker loses 2
# or more on 2-9 (30/36 = 5/6), 1 on 10-11 (5/36), 0 on 12 (1/36).
cmd: odds tests/golden/data/rules-river-def.csv assault from=4211 to=4111 rounds=1 policy=never loss=top --rule river-plus=defender-minus
status: 0
--- stdout
odds of: assault from=4211 to=4111 rounds=1 policy=never loss=top
(1 round at most, policy=never; losses taken top-first (loss=top))

p       percent                        rounds  att_lost  def_lost  eliminated  rmf        end         
5/648    0.772%  .                     1       0         0                                rounds limit
1/81     1.235%  .                     1       0         1                                rounds limit
5/648    0.772%  .                     1       0         2         us-a        4111       rmf         
25/648   3.858%  #                     1       1         0                                rounds limit
5/81     6.173%  #                     1       1         1                                rounds limit
25/648   3.858%  #                     1       1         2         us-a        4111       rmf         
25/108  23.148%  #####                 1       2         0         de-a        4211       rmf         
10/27   37.037%  #######               1       2         1         de-a        4211       rmf         
25/108  23.148%  #####                 1       2         2         de-a;us-a   4111;4211  rmf         

expected steps lost by the attacker: 65/36 = 1.8056
expected steps lost by the defender: 1 = 1.0000
(9 outcomes, 16 runs of the rules)
--- stderr
