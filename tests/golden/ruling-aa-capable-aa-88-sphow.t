# Ruling aa-capable=aa-88-sphow (default, A17, §2.321): the M7 SP HOW fires AA, a die at
# most its attack vs armour 2: +1 with 1/3; the limbered AA company does not
# (ruling aa-limbered=no-fire).
cmd: odds tests/golden/data/ruling-aa.csv bombard kind=air value=2 at=3132 --tables tests/examples/data/tables-e10
status: 0
--- stdout
odds of: bombard kind=air value=2 at=3132
(marker 2, altitude 1: 3(1))

p     percent                        aa_plus  steps_lost  immobilized
1/6   16.667%  ###                   0        0           0          
2/9   22.222%  ####                  0        0           1          
2/27   7.407%  #                     0        0           2          
1/9   11.111%  ##                    0        1           0          
2/27   7.407%  #                     0        1           1          
1/54   1.852%  .                     0        2           0          
4/27  14.815%  ###                   1        0           0          
4/27  14.815%  ###                   1        0           1          
1/27   3.704%  #                     1        0           2          

expected steps lost: 2/9 = 0.2222
expected units immobilized: 2/3 = 0.6667
(9 outcomes, 48 runs of the rules)
--- stderr
