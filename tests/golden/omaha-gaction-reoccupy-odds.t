# §16.1: the first unit drawn (1 of 2) goes to 1211, the other to 1014: 1/2 each way.
cmd: odds tests/examples/data/omaha-ga-reoccupy.csv german-action sector=east --card '1:fire=yellow/R,red,green;target=1' --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: german-action sector=east
(the card typed; ties among equal targets: by unit id)

p    percent                        results          steps_lost  delayed  eliminated
1/2  50.000%  ##########            e1>WN62;e2>WN64  0                              
1/2  50.000%  ##########            e1>WN64;e2>WN62  0                              

expected steps lost: 0 = 0.0000
(2 outcomes, 2 runs of the rules)
--- stderr
