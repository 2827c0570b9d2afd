# Odds of 2 Destruction dice: markers 0, 1 or 2.
cmd: odds tests/golden/data/hn-engineer.csv destruction unit=piat at=D2
status: 0
--- stdout
odds of: destruction unit=piat at=D2
(destruction: every face of every d6 enumerated)

p    percent                        markers
1/4  25.000%  #####                 0      
1/2  50.000%  ##########            1      
1/4  25.000%  #####                 2      

(3 outcomes, 36 runs of the rules)
--- stderr
