# odds of victory: no chance, one certain outcome.
cmd: odds tests/golden/data/s43-victory-allied.csv victory
status: 0
--- stdout
odds of: victory
(no chance: the victory conditions (§28.42))

p  percent                        winner
1 100.000%  ####################  allied

(1 outcome, 1 run of the rules)
--- stderr
