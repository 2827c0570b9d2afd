# E12 (§20.33): the morning roll on marker 2 succeeds on 2-6: 5/6.
cmd: odds tests/examples/data/e12.csv bridge action=repair id=4050 unit=us-eng
status: 0
--- stdout
odds of: bridge action=repair id=4050 unit=us-eng
(the repair at this works phase (§20.33))

p    percent                        result    marker
1/6  16.667%  ###                   not yet         
5/6  83.333%  #################     repaired        

(2 outcomes, 6 runs of the rules)
--- stderr
