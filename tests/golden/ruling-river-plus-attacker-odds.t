# Ruling river-plus=attacker (A8), one round: the Allied roll is not modified: the
# attacker loses 2 (or 3, capped) on 2-8 (26/36 = 13/18), 1 on 9-10 (7/36), 0 on
# 11-12 (1/12); expected 59/36. The defender's losses are as river-plus=both.
cmd: odds tests/golden/data/rules-river-def.csv assault from=4211 to=4111 rounds=1 policy=never loss=top --rule river-plus=attacker
status: 0
--- stdout
odds of: assault from=4211 to=4111 rounds=1 policy=never loss=top
(1 round at most, policy=never; losses taken top-first (loss=top))

p       percent                        rounds  att_lost  def_lost  eliminated  rmf        end         
5/144    3.472%  #                     1       0         0                                rounds limit
5/144    3.472%  #                     1       0         1                                rounds limit
1/72     1.389%  .                     1       0         2         us-a        4111       rmf         
35/432   8.102%  ##                    1       1         0                                rounds limit
35/432   8.102%  ##                    1       1         1                                rounds limit
7/216    3.241%  #                     1       1         2         us-a        4111       rmf         
65/216  30.093%  ######                1       2         0         de-a        4211       rmf         
65/216  30.093%  ######                1       2         1         de-a        4211       rmf         
13/108  12.037%  ##                    1       2         2         de-a;us-a   4111;4211  rmf         

expected steps lost by the attacker: 59/36 = 1.6389
expected steps lost by the defender: 3/4 = 0.7500
(9 outcomes, 12 runs of the rules)
--- stderr
