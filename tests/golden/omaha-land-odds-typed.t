# odds with the card typed: one outcome, probability 1.
cmd: odds fixtures/omaha/landing-turn2.csv land sector=west --card 12:landing=B,A,D
status: 0
--- stdout
odds of: land sector=west
(the card typed)

p  percent                        results                             steps_lost  delayed  eliminated
1 100.000%  ####################  A/1/116>DR1;B/1/116>ER1;C/1/116>X3  0                              

expected steps lost: 0 = 0.0000
(1 outcome, 1 run of the rules)
--- stderr
