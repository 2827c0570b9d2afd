# turn odds: no chance, one certain outcome.
cmd: odds tests/golden/data/s43-turn.csv turn
status: 0
--- stdout
odds of: turn
(no chance: the next turn and its first player (§10))

p  percent                        turn        first_player
1 100.000%  ####################  12-morning  allied      

(1 outcome, 1 run of the rules)
--- stderr
