# odds of a demolition (§20.21): one marker of the cup 0;1;2;3: 1/4 each.
cmd: odds tests/golden/data/s43-bridge.csv bridge action=demolish id=b-4452 unit=de-pio-2
status: 0
--- stdout
odds of: bridge action=demolish id=b-4452 unit=de-pio-2
(one marker drawn from a cup of 4 (§20.21))

p    percent                        result     marker
1/4  25.000%  #####                 destroyed  1     
1/4  25.000%  #####                 destroyed  2     
1/4  25.000%  #####                 destroyed  3     
1/4  25.000%  #####                 failed     0     

(4 outcomes, 4 runs of the rules)
--- stderr
