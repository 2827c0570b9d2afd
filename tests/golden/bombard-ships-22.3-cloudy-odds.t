# §22.3 (ruling ship-attack-cloudy=2-12): cloudy, only a morning 2 hits: 1/36,
# two ships.
cmd: odds tests/examples/data/ships-cloudy.csv bombard kind=ships at=2540
status: 0
--- stdout
odds of: bombard kind=ships at=2540
(morning turn, cloudy, an M or CL present (§8.42))

p     percent                        roll  hits  on            
1/36   2.778%  #                     2     2     DD/DE + not BB
1/18   5.556%  #                     3     0                   
1/12   8.333%  ##                    4     0                   
1/9   11.111%  ##                    5     0                   
5/36  13.889%  ###                   6     0                   
1/6   16.667%  ###                   7     0                   
5/36  13.889%  ###                   8     0                   
1/9   11.111%  ##                    9     0                   
1/12   8.333%  ##                    10    0                   
1/18   5.556%  #                     11    0                   
1/36   2.778%  #                     12    0                   

expected ships hit: 1/18 = 0.0556
(11 outcomes, 11 runs of the rules)
