# Odds of a move through a Mine: each outcome of its attack.
cmd: odds tests/golden/data/hn-move.csv move unit=mined path=C5,D5 --tables tests/golden/data/hn-tables
status: 0
--- stdout
odds of: move unit=mined path=C5,D5
(move: every face of every d6 enumerated)

p    percent                        end        mines      steps_lost
1/2  50.000%  ##########            D5         m1:hit     1         
1/2  50.000%  ##########            destroyed  m1:double  2         

(2 outcomes, 6 runs of the rules)
--- stderr
