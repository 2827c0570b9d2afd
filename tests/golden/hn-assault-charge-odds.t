# Odds of a Charge: the free fire first, then the assault's two dice.
cmd: odds tests/golden/data/hn-assault.csv assault unit=cdo target=fox path=E5 --tables tests/golden/data/hn-tables
status: 0
--- stdout
odds of: assault unit=cdo target=fox path=E5
(assault: every face of every d6 enumerated)

p      percent                        winner    attacker   defender 
7/72    9.722%  ##                    attacker  front      back     
13/36  36.111%  #######               attacker  front      destroyed
1/3    33.333%  #######               charge    front      destroyed
1/12    8.333%  ##                    defender  destroyed  back     
5/108   4.630%  #                     defender  destroyed  front    
1/18    5.556%  #                     tie       front      back     
5/216   2.315%  .                     tie       front      front    

(7 outcomes, 146 runs of the rules)
--- stderr
