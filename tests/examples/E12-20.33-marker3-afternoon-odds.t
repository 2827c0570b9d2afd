# E12 (§20.33, example 1): marker 3 in the afternoon (T+2): 3 or more: 2/3.
cmd: odds tests/examples/data/e12-v3-afternoon.csv bridge action=repair id=4050 unit=us-eng
status: 0
--- stdout
odds of: bridge action=repair id=4050 unit=us-eng
(the repair at this works phase (§20.33))

p    percent                        result    marker
1/3  33.333%  #######               not yet         
2/3  66.667%  #############         repaired        

(2 outcomes, 6 runs of the rules)
--- stderr
