# E13 (§20.33, example 2): marker 1 begun in a day turn: repaired with certainty.
cmd: odds tests/examples/data/e13-v1.csv bridge action=repair id=4050 unit=us-eng
status: 0
--- stdout
odds of: bridge action=repair id=4050 unit=us-eng
(the repair at this works phase (§20.33))

p  percent                        result    marker
1 100.000%  ####################  repaired        

(1 outcome, 6 runs of the rules)
--- stderr
