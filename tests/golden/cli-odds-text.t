# Exact odds of the fixture's 1:1 combat, one round (no policy): att_lost is read on
# the defender half, row defender,1:1 (2-4: 3 steps, 5-8: 2, 9-10: 1, 11-12: 0), so
# P(att_lost=0) = 3/36, 1 = 7/36, 2 = 20/36, 3 = 6/36 (2cdo-a, 2 steps, is eliminated
# from 2 on). def_lost from row attacker,1:1 (2: 3 steps, 3-5: 2, 6-8: 1, 9-12: 0): the
# Fortified marker takes the first step, so the CP (1 step) is lost only on 2-5:
# P(def_lost=1) = 10/36. Rows are the products: e.g. att 0, def 0 = 3/36 * 26/36 = 13/216;
# att 2, def 0 = 20/36 * 26/36 = 65/162; and att 0 = 13/216 + 5/216 = 3/36 (11-12).
# Expected losses: attacker (7 + 40 + 18)/36 = 65/36; defender 10/36 = 5/18.
cmd: odds fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228
status: 0
--- stdout
odds of: assault from=2129 to=2228
(1 round at most; losses taken top-first (loss=top))

p       percent                        rounds  att_lost  def_lost  eliminated      rmf   end         
13/216   6.019%  #                     1       0         0                               rounds limit
5/216    2.315%  .                     1       0         1         cp-2228         2228  rmf         
91/648  14.043%  ###                   1       1         0                               rounds limit
35/648   5.401%  #                     1       1         1         cp-2228         2228  rmf         
65/162  40.123%  ########              1       2         0         2cdo-a                rounds limit
25/162  15.432%  ###                   1       2         1         2cdo-a;cp-2228  2228  rmf         
13/108  12.037%  ##                    1       3         0         2cdo-a                rounds limit
5/108    4.630%  #                     1       3         1         2cdo-a;cp-2228  2228  rmf         

expected steps lost by the attacker: 65/36 = 1.8056
expected steps lost by the defender: 5/18 = 0.2778
(8 outcomes, 16 runs of the rules)
--- stderr
