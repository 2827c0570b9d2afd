# §9.4: the Tactical unit is one of 2: t1 or t2 in P1, each 1/2; g50 disrupted either way.
cmd: odds tests/examples/data/omaha-assault-depth.csv assault target=1010 units=A/1/16,B/1/16 hero=BZ us_hit=B/1/16 --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: assault target=1010 units=A/1/16,B/1/16 hero=BZ us_hit=B/1/16
(no card; a Tactical unit a revealed WN marker calls (§9.4): every unit of the pool equally likely)

p    percent                        results                              steps_lost  delayed  eliminated
1/2  50.000%  ##########            g50(D)(-reserve);t1>P1;mg50>removed  0                              
1/2  50.000%  ##########            g50(D)(-reserve);t2>P1;mg50>removed  0                              

expected steps lost: 0 = 0.0000
(2 outcomes, 2 runs of the rules)
--- stderr
