# EX-12: the odds of a Grenade in the L-shaped trench.
cmd: odds tests/examples/data/hn-ex12-grenade.csv grenade unit=t2 at=B6 --tables tests/golden/data/hn-tables
status: 0
--- stdout
odds of: grenade unit=t2 at=B6
(grenade: every face of every d6 enumerated)

p    percent                        units                    
1/4  25.000%  #####                 a6:destroyed;c6:destroyed
1/4  25.000%  #####                 a6:destroyed;c6:miss     
1/4  25.000%  #####                 a6:miss;c6:destroyed     
1/4  25.000%  #####                 a6:miss;c6:miss          

(4 outcomes, 36 runs of the rules)
--- stderr
