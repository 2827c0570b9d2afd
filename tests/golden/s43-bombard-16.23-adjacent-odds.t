# §16.23 for an adjacent stack: the marker on 3133 first, 3132 holding the
# other marker (markers=3132). aa-5 tests in its own hex's case, alone (1d6 <=
# 5, 5/6), better than the stack's 2d6 <= 6 (15/36); aa-1 tests with the
# stack. The stack's fire is +1 when either succeeds: no +1 with 1/6 x 21/36 =
# 7/72. Without markers=, the stack alone: no +1 with 21/36 = 7/12.
cmd: odds tests/golden/data/s43-aa-best.csv bombard kind=air value=2 at=3133 markers=3132 --tables tests/examples/data/tables-e10
status: 0
sh: $UMPIRE odds tests/golden/data/s43-aa-best.csv bombard kind=air value=2 at=3133 --tables tests/examples/data/tables-e10 --format csv | grep -c ',0,[01],[01]$' | grep -qx 3 && $UMPIRE odds tests/golden/data/s43-aa-best.csv bombard kind=air value=2 at=3133 --tables tests/examples/data/tables-e10 | grep -q '^7/24 '
sh: ! $UMPIRE odds tests/golden/data/s43-aa-best.csv bombard kind=air value=2 at=3133 markers=3133 2>/dev/null
--- stdout
odds of: bombard kind=air value=2 at=3133 markers=3132
(marker 2, altitude 1: 3(1))

p       percent                        aa_plus  steps_lost  immobilized
7/144    4.861%  #                     0        0           0          
7/216    3.241%  #                     0        0           1          
7/432    1.620%  .                     0        1           0          
65/108  60.185%  ############          1        0           0          
65/216  30.093%  ######                1        0           1          

expected steps lost: 7/432 = 0.0162
expected units immobilized: 1/3 = 0.3333
(5 outcomes, 47 runs of the rules)
--- stderr
