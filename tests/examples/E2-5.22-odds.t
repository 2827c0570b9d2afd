# E2 (§5.22): a move rolls no die: one outcome, probability 1.
cmd: odds tests/examples/data/e2.csv move unit=16pz-pio-3 path=2430,2429,2428,2427,2327,2226,2127,2128 opp_fire=no
status: 0
--- stdout
odds of: move unit=16pz-pio-3 path=2430,2429,2428,2427,2327,2226,2127,2128 opp_fire=no
(a move rolls no die (§5): one outcome)

p  percent                        units       hex   mp  markers      
1 100.000%  ####################  16pz-pio-3  2128  13  moved;assault

(1 outcome, 1 run of the rules)
--- stderr
