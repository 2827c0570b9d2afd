# §9.21: the WN pool holds mw1 and mw2: each drawn with probability 1/2.
cmd: odds tests/examples/data/omaha-depth.csv event --card 'event=1-16/none,17-31/depth' --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: event
(the card typed)

p    percent                        results                steps_lost  delayed  eliminated
1/2  50.000%  ##########            g60(+reserve);mw1>g60  0                              
1/2  50.000%  ##########            g60(+reserve);mw2>g60  0                              

expected steps lost: 0 = 0.0000
(2 outcomes, 2 runs of the rules)
--- stderr
