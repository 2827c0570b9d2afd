# Ruling interdiction-transfer=roll: the odds of the phase's transfers, the rules run on
# each path of the dice: de-116pz passes Le Mans on 1-2 (+1 bomb, 4), de-9pz Rennes on 1-2 (3).
cmd: odds tests/golden/data/n44-transfer.csv turn place=de-lxxxiv:box:Rennes --tables tests/examples/data/normandie44-tables --rule interdiction-transfer=roll
status: 0
--- stdout
odds of: turn place=de-lxxxiv:box:Rennes
(every path of the order's dice, the rules run on a copy of the state: the units each outcome changes)

p    percent                        result                                                    
2/9  22.222%  ####                  de-116pz 1017; de-2pz box:Rennes; de-353 1017             
1/9  11.111%  ##                    de-116pz 1017; de-2pz box:Rennes; de-353 1017; de-9pz 1015
4/9  44.444%  #########             de-2pz box:Rennes; de-353 1017                            
2/9  22.222%  ####                  de-2pz box:Rennes; de-353 1017; de-9pz 1015               

(4 outcomes, 36 runs of the rules)
--- stderr
