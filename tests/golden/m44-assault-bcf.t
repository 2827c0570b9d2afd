# BCF battle back (B-16): British infantry left with exactly 1 figure, not retreated,
# battles back with 1 die. P(1 hit and no flag from 3 dice) = 3 x 1/2 x (1/3)^2 = 1/6,
# then the die hits the German infantry half the time: att_lost 1 with 1/12.
cmd: odds tests/golden/data/m44-bcf.csv assault from=0604 to=0605
status: 0
--- stdout
odds of: assault from=0604 to=0605
(gb-inf-1: 3 dice; BCF battle back possible)

p      percent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/27    3.704%  #                     0     0     0      0        no          no     0       
1/18    5.556%  #                     0     0     1      1        no          no     0       
1/36    2.778%  #                     0     0     2      2        no          no     0       
1/216   0.463%  .                     0     0     3      3        no          no     0       
1/12    8.333%  ##                    1     1     0      0        no          no     0       
1/12    8.333%  ##                    1     1     0      0        no          no     1       
1/6    16.667%  ###                   1     1     1      1        no          no     0       
1/24    4.167%  #                     1     1     2      2        no          no     0       
1/2    50.000%  ##########            2     2     0      0        yes         no     0       

expected figures lost by the target(s): 11/8 = 1.3750
(9 outcomes, 162 runs of the rules)
--- stderr
