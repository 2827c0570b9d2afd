# Barbed wire (base game 5.2, not in seed; terrain table out_inf=1): infantry on a
# wire hex battles out at -1, so at range 2 it rolls 2 - 1 = 1 die; the same
# infantry in the open rolls 2. The reduction is read from the obstacle, as the
# terrain's is (issue 12: the code read the hex's terrain only).
cmd: odds tests/golden/data/m44-wire.csv fire from=0606 to=0604
status: 0
sh: "$UMPIRE" odds $ROOT/tests/golden/data/m44-wire.csv fire from=0506 to=0604 | grep -q "(de-inf-1: 2 dice)"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-wire.csv fire from=0606 to=0604 --dice 1 2>&1 >/dev/null | grep -q "battling out of wire: -1"
--- stdout
odds of: fire from=0606 to=0604
(de-inf-1: 1 die)

p    percent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/3  33.333%  #######               0     0     0      0        no          no     0       
1/6  16.667%  ###                   0     0     1      1        no          no     0       
1/2  50.000%  ##########            1     1     0      0        no          no     0       

expected figures lost by the target(s): 1/2 = 0.5000
(3 outcomes, 6 runs of the rules)
