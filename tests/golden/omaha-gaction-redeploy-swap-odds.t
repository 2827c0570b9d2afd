# §16.34: the building marker is mb1 or mb2, 1/2 each.
cmd: odds tests/examples/data/omaha-ga-redeploy-swap.csv german-action sector=east --card '1:fire=blue,red/R,green;target=1'
status: 0
--- stdout
odds of: german-action sector=east
(the card typed; ties among equal targets: by unit id)

p    percent                        results                      steps_lost  delayed  eliminated
1/2  50.000%  ##########            g3>C2;mb1>g3;mm1>box-mobile  0                              
1/2  50.000%  ##########            g3>C2;mb2>g3;mm1>box-mobile  0                              

expected steps lost: 0 = 0.0000
(2 outcomes, 2 runs of the rules)
--- stderr
