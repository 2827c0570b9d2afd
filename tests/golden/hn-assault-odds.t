# assault odds: every face of both dice.
cmd: odds tests/golden/data/hn-assault.csv assault unit=brit target=ger path=B3 knife=1 --tables tests/golden/data/hn-tables
status: 0
--- stdout
odds of: assault unit=brit target=ger path=B3 knife=1
(assault: every face of every d6 enumerated)

p      percent                        winner    attacker  defender
13/18  72.222%  ##############        attacker  front     back    
1/6    16.667%  ###                   defender  back      front   
1/9    11.111%  ##                    tie       front     front   

(3 outcomes, 36 runs of the rules)
--- stderr
