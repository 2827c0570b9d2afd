# §8.3: an attack draws no card; with no §9.4 draw (no marker revealed) the odds
# are one certain outcome: g50 disrupted (1:1 column, heavy infantry at range).
cmd: odds tests/examples/data/omaha-assault-heavy.csv assault target=1010 units=H/1/16,A/1/16 --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: assault target=1010 units=H/1/16,A/1/16
(no card; a Tactical unit a revealed WN marker calls (§9.4): every unit of the pool equally likely)

p  percent                        results  steps_lost  delayed  eliminated
1 100.000%  ####################  g50(D)   0                              

expected steps lost: 0 = 0.0000
(1 outcome, 1 run of the rules)
--- stderr
