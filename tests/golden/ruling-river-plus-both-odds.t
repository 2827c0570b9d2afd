# Ruling river-plus=both (default, A8, §9.651), one round: Axis 2d6+1 on 1:1 costs the
# defender 2 steps on 3-5 (1/6), 1 on 6-8 (15/36); Allied 2d6+1 costs the attacker
# 3 (capped at de-a's 2) on 3-4, 2 on 5-8: 2 steps with 21/36 = 7/12, 1 with 1/4,
# 0 with 1/6; expected 17/12.
cmd: odds tests/golden/data/rules-river-def.csv assault from=4211 to=4111 rounds=1 policy=never loss=top
status: 0
--- stdout
odds of: assault from=4211 to=4111 rounds=1 policy=never loss=top
(1 round at most, policy=never; losses taken top-first (loss=top))

p       percent                        rounds  att_lost  def_lost  eliminated  rmf        end         
5/72     6.944%  #                     1       0         0                                rounds limit
5/72     6.944%  #                     1       0         1                                rounds limit
1/36     2.778%  #                     1       0         2         us-a        4111       rmf         
5/48    10.417%  ##                    1       1         0                                rounds limit
5/48    10.417%  ##                    1       1         1                                rounds limit
1/24     4.167%  #                     1       1         2         us-a        4111       rmf         
35/144  24.306%  #####                 1       2         0         de-a        4211       rmf         
35/144  24.306%  #####                 1       2         1         de-a        4211       rmf         
7/72     9.722%  ##                    1       2         2         de-a;us-a   4111;4211  rmf         

expected steps lost by the attacker: 17/12 = 1.4167
expected steps lost by the defender: 3/4 = 0.7500
(9 outcomes, 12 runs of the rules)
--- stderr
