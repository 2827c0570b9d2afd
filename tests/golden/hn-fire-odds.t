# fire odds: hit on 5 or 6 (1/3), miss otherwise (2/3); no Coup Double
# (test trigger: margin 3) is reachable.
cmd: odds tests/golden/data/hn-fire.csv fire unit=brit target=ger --tables tests/golden/data/hn-tables
status: 0
--- stdout
odds of: fire unit=brit target=ger
(fire: every face of every d6 enumerated)

p    percent                        result  victim  steps  destroyed
1/3  33.333%  #######               hit     ger     1      no       
2/3  66.667%  #############         miss            0      no       

(2 outcomes, 6 runs of the rules)
--- stderr
