# French transcript of E2-5.22-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/e2.csv move unit=16pz-pio-3 path=2430,2429,2428,2427,2327,2226,2127,2128 opp_fire=no --lang fr
status: 0
--- stdout
probabilités de : move unit=16pz-pio-3 path=2430,2429,2428,2427,2327,2226,2127,2128 opp_fire=no
(a move rolls no die (§5): one outcome)

p pour cent                        units       hex   mp  markers      
1 100,000 %  ####################  16pz-pio-3  2128  13  moved;assault

(1 résultat, 1 passage des règles)
--- stderr
