# Exact odds of the README demo: 3 dice against infantry, each hitting on infantry or
# grenade (1/2): P(no figure lost) = (1/2)^3 = 1/8, P(3 lost) = 1/8, P(1) = P(2) = 3/8;
# a flag (1/6) is a retreat of 1 hex. Expected losses 3 x 1/2 = 3/2.
cmd: odds fixtures/memoir44/sword-beach.csv fire from=1019 to=1017
status: 0
sh: "$UMPIRE" odds $ROOT/fixtures/memoir44/sword-beach.csv fire from=1019 to=1017 --format csv | python3 -c "import sys,csv,fractions as F; r=list(csv.DictReader(sys.stdin)); p=lambda v: sum(F.Fraction(x[\"p\"]) for x in r if x[\"lost\"]==v); assert sum(F.Fraction(x[\"p\"]) for x in r)==1 and p(\"0\")==F.Fraction(1,8) and p(\"1\")==F.Fraction(3,8) and p(\"2\")==F.Fraction(3,8) and p(\"3\")==F.Fraction(1,8)"
--- stdout
odds of: fire from=1019 to=1017
(de-inf-2: 3 dice)

p      percent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/27    3.704%  #                     0     0     0      0        no          no     0       
1/18    5.556%  #                     0     0     1      1        no          no     0       
1/36    2.778%  #                     0     0     2      2        no          no     0       
1/216   0.463%  .                     0     0     3      3        no          no     0       
1/6    16.667%  ###                   1     1     0      0        no          no     0       
1/6    16.667%  ###                   1     1     1      1        no          no     0       
1/24    4.167%  #                     1     1     2      2        no          no     0       
1/4    25.000%  #####                 2     2     0      0        no          no     0       
1/8    12.500%  ###                   2     2     1      1        no          no     0       
1/8    12.500%  ###                   3     3     0      0        no          no     0       

expected figures lost by the target(s): 3/2 = 1.5000
(10 outcomes, 126 runs of the rules)
--- stderr
