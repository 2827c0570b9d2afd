# E11: one die on 3(1): a step on 1 (1/6), immobilized on 2-3 (1/3), nothing on
# 4-6 (1/2).
cmd: odds tests/examples/data/e11.csv bombard kind=air value=2 at=2228
status: 0
--- stdout
odds of: bombard kind=air value=2 at=2228
(marker 2, altitude 3: 3(1))

p    percent  aa_plus  steps_lost  immobilized
1/2  50.000%  0        0           0          
1/3  33.333%  0        0           1          
1/6  16.667%  0        1           0          

expected steps lost: 1/6 = 0.1667
expected units immobilized: 1/3 = 0.3333
(3 outcomes, 6 runs of the rules)
