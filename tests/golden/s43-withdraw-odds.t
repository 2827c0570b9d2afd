# withdraw odds: no chance, one certain outcome.
cmd: odds tests/golden/data/s43-withdraw.csv withdraw unit=us-z2
status: 0
--- stdout
odds of: withdraw unit=us-z2
(no chance: the units are marked withdraw (§4.3))

p  percent                        withdraw
1 100.000%  ####################  us-z2   

(1 outcome, 1 run of the rules)
--- stderr
