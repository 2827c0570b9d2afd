# E6 (§6.12): the odds of the two units' exit: each passes on 1 to 4.
cmd: odds tests/examples/data/n44-e6.csv strategic unit=de-2pz,de-116pz path=Paris --tables tests/examples/data/normandie44-tables
status: 0
--- stdout
odds of: strategic unit=de-2pz,de-116pz path=Paris
(to Paris; leaving Orleans: 1d6 +1 strategic interdiction (§9.5), 20 vs 12 = 1.5/1, 1 column from 1/1: -1 (§6.12) blocked on 5 or more)

p    percent                        units_arriving
1/3  33.333%  #######               0             
2/3  66.667%  #############         2             

(2 outcomes, 6 runs of the rules)
--- stderr
