# Ruling aa-limbered=aa-mg-only (A17): §15.32 bars limbered AA machine guns only: the
# limbered AA company fires too, no +1 with (2/3)(2/3) = 4/9.
cmd: odds tests/golden/data/ruling-aa.csv bombard kind=air value=2 at=3132 --tables tests/examples/data/tables-e10 --rule aa-limbered=aa-mg-only
status: 0
--- stdout
odds of: bombard kind=air value=2 at=3132
(marker 2, altitude 1: 3(1))

p       percent                        aa_plus  steps_lost  immobilized
1/9     11.111%  ##                    0        0           0          
4/27    14.815%  ###                   0        0           1          
4/81     4.938%  #                     0        0           2          
2/27     7.407%  #                     0        1           0          
4/81     4.938%  #                     0        1           1          
1/81     1.235%  .                     0        2           0          
16/81   19.753%  ####                  1        0           0          
16/81   19.753%  ####                  1        0           1          
4/81     4.938%  #                     1        0           2          
25/324   7.716%  ##                    2        0           0          
5/162    3.086%  #                     2        0           1          
1/324    0.309%  .                     2        0           2          

expected steps lost: 4/27 = 0.1481
expected units immobilized: 17/27 = 0.6296
(12 outcomes, 96 runs of the rules)
--- stderr
