# E17: direct fire rolls no die: 3 steps with certainty.
cmd: odds tests/examples/data/e17.csv bombard kind=naval by=us-cl-a at=1226
status: 0
--- stdout
odds of: bombard kind=naval by=us-cl-a at=1226
(direct fire: no die (§25.31))

p  percent                        fire    steps_lost  immobilized  ship               
1 100.000%  ####################  direct  3           0            off (no ammunition)

expected steps lost: 3 = 3.0000
(1 outcome, 1 run of the rules)
