# Odds with a Remplaçant: the damage falls on loader.
cmd: odds tests/golden/data/hn-fire.csv fire unit=brit target=mg replace=loader --tables tests/golden/data/hn-tables
status: 0
--- stdout
odds of: fire unit=brit target=mg replace=loader
(fire: every face of every d6 enumerated)

p    percent                        result  victim  steps  destroyed
1/6  16.667%  ###                   double  loader  2      yes      
1/2  50.000%  ##########            hit     loader  1      yes      
1/3  33.333%  #######               miss            0      no       

(3 outcomes, 6 runs of the rules)
--- stderr
