# E11: one die on 3(1): a step on 1 (1/6), immobilized on 2-3 (1/3), nothing on
# 4-6 (1/2). The step on 1 falls on the CP on its Fortified marker: the marker
# is removed instead (§19.41, E11, ruling cp-fortified), so no step is lost, as
# resolve does (E11-16.34-die-1-fortified); with cp-fortified=both the CP loses
# it too: 1/6 expected.
cmd: odds tests/examples/data/e11.csv bombard kind=air value=2 at=2228
status: 0
sh: $UMPIRE odds tests/examples/data/e11.csv bombard kind=air value=2 at=2228 --rule cp-fortified=both >$TMP/both
sh: grep -qxF 'expected steps lost: 1/6 = 0.1667' $TMP/both
sh: grep -q '^1/6 .* 1  *0  *removed' $TMP/both
--- stdout
odds of: bombard kind=air value=2 at=2228
(marker 2, altitude 3: 3(1); a Fortified marker (§19.23, §19.41))

p    percent                        aa_plus  steps_lost  immobilized  fortified
1/2  50.000%  ##########            0        0           0            kept     
1/6  16.667%  ###                   0        0           0            removed  
1/3  33.333%  #######               0        0           1            kept     

expected steps lost: 0 = 0.0000
expected units immobilized: 1/3 = 0.3333
(3 outcomes, 6 runs of the rules)
