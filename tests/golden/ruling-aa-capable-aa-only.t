# Ruling aa-capable=aa-only (A17, §16.2): only AA backs fire: the M7 does not, and the
# limbered AA company may not: no +1 at all.
cmd: odds tests/golden/data/ruling-aa.csv bombard kind=air value=2 at=3132 --tables tests/examples/data/tables-e10 --rule aa-capable=aa-only
status: 0
--- stdout
odds of: bombard kind=air value=2 at=3132
(marker 2, altitude 1: 3(1))

p     percent                        aa_plus  steps_lost  immobilized
1/4   25.000%  #####                 0        0           0          
1/3   33.333%  #######               0        0           1          
1/9   11.111%  ##                    0        0           2          
1/6   16.667%  ###                   0        1           0          
1/9   11.111%  ##                    0        1           1          
1/36   2.778%  #                     0        2           0          

expected steps lost: 1/3 = 0.3333
expected units immobilized: 2/3 = 0.6667
(6 outcomes, 24 runs of the rules)
--- stderr
