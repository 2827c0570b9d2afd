# odds of supply: no die, one certain outcome (2 units in supply, 3 out).
cmd: odds tests/golden/data/s43-supply-axis.csv supply side=axis
status: 0
--- stdout
odds of: supply side=axis
(no die: supply is traced, not rolled (§7))

p  percent                        in_supply  out_of_supply
1 100.000%  ####################  2          3            

(1 outcome, 1 run of the rules)
--- stderr
