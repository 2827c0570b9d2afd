# §16.32, §22.3: cloudy weather adds +1 to E11's bombing die on the back 3(1):
# no die reaches 1 (no step); dice 1-2 give 2-3: immobilized 1/3; else nothing 2/3.
cmd: odds tests/examples/data/e11-cloudy.csv bombard kind=air value=2 at=2228
status: 0
--- stdout
odds of: bombard kind=air value=2 at=2228
(marker 2, altitude 3: 3(1), cloudy +1; a Fortified marker (§19.23, §19.41))

p    percent                        aa_plus  steps_lost  immobilized  fortified
2/3  66.667%  #############         0        0           0            kept     
1/3  33.333%  #######               0        0           1            kept     

expected steps lost: 0 = 0.0000
expected units immobilized: 1/3 = 0.3333
(2 outcomes, 6 runs of the rules)
