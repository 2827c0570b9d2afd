# Odds of the Piat's 2 Destruction dice (test data): 0, 1 or 2 markers, 1/4, 1/2, 1/4.
cmd: odds tests/golden/data/hn-fire.csv destruction unit=piatteam weapon=piat at=D6 --tables tests/golden/data/hn-tables
status: 0
--- stdout
odds of: destruction unit=piatteam weapon=piat at=D6
(destruction: every face of every d6 enumerated)

p    percent                        markers
1/4  25.000%  #####                 0      
1/2  50.000%  ##########            1      
1/4  25.000%  #####                 2      

(3 outcomes, 36 runs of the rules)
--- stderr
