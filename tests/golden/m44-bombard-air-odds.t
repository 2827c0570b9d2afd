# Air attack, Allied air superiority: 2 dice on the German infantry on the sandbagged
# bluff; stars hit, terrain ignored, flags not ignorable. P(2 lost) = (2/3)^2 = 4/9.
cmd: odds fixtures/memoir44/sword-beach.csv bombard by=air to=0617 --card "Air Power"
status: 0
--- stdout
odds of: bombard by=air to=0617
(de-inf-1: 2 dice)

p     percent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/36   2.778%  #                     0     0     0      0        no          no     0       
1/18   5.556%  #                     0     0     1      1        no          no     0       
1/36   2.778%  #                     0     0     2      2        no          no     0       
2/9   22.222%  ####                  1     1     0      0        no          no     0       
2/9   22.222%  ####                  1     1     1      1        no          no     0       
4/9   44.444%  #########             2     2     0      0        no          no     0       

expected figures lost by the target(s): 4/3 = 1.3333
(6 outcomes, 36 runs of the rules)
--- stderr
