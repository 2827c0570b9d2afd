# Ruling air-group=refill (A16), odds: the 630th's AA results are already kept
# (aa_miss, §16.23), so only the bombing dice count, each on the test back 3(1):
# a step 1/6, immobilized 1/3. Fixed (default): 3 units, expected steps 3/6 = 1/2,
# immobilized 1. Refill: us-x is bombed too when any of the three is immobilized,
# 1 - (2/3)^3 = 19/27: expected steps 1/2 + 19/27 * 1/6 = 50/81, immobilized
# 1 + 19/27 * 1/3 = 100/81.
cmd: odds tests/golden/data/bombard-air-refill.csv bombard kind=air value=2 at=3132 --tables tests/examples/data/tables-e10 --rule air-group=refill
status: 0
sh: $UMPIRE odds tests/golden/data/bombard-air-refill.csv bombard kind=air value=2 at=3132 --tables tests/examples/data/tables-e10 >$TMP/fixed
sh: grep -qxF 'expected steps lost: 1/2 = 0.5000' $TMP/fixed
sh: grep -qxF 'expected units immobilized: 1 = 1.0000' $TMP/fixed
--- stdout
odds of: bombard kind=air value=2 at=3132
(marker 2, altitude 1: 3(1))

p      percent                        aa_plus  steps_lost  immobilized
1/8    12.500%  ###                   0        0           0          
1/8    12.500%  ###                   0        0           1          
1/6    16.667%  ###                   0        0           2          
2/27    7.407%  #                     0        0           3          
1/81    1.235%  .                     0        0           4          
1/8    12.500%  ###                   0        1           0          
1/8    12.500%  ###                   0        1           1          
1/9    11.111%  ##                    0        1           2          
2/81    2.469%  .                     0        1           3          
1/24    4.167%  #                     0        2           0          
1/24    4.167%  #                     0        2           1          
1/54    1.852%  .                     0        2           2          
1/216   0.463%  .                     0        3           0          
1/216   0.463%  .                     0        3           1          

expected steps lost: 50/81 = 0.6173
expected units immobilized: 100/81 = 1.2346
(14 outcomes, 195 runs of the rules)
