# turn odds: no chance; end=combat is one certain outcome, the turn unchanged.
cmd: odds tests/golden/data/s43-turn-seams.csv turn end=combat
status: 0
--- stdout
odds of: turn end=combat
(no chance: the end of a phase (§3.1))

p  percent                        end     active
1 100.000%  ####################  combat  allied

(1 outcome, 1 run of the rules)
--- stderr
