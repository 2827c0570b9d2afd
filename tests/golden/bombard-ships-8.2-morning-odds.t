# §8.2, §8.42: morning, clear, an M or CL present: hits on 2 (1/36, two hits), 3
# (2/36), 4 (3/36) and 5 read as 4 (4/36): P(a hit) = 10/36 = 5/18; expected
# ships hit = (2 + 2 + 3 + 4)/36 = 11/36.
cmd: odds tests/examples/data/ships.csv bombard kind=ships at=2540
status: 0
--- stdout
odds of: bombard kind=ships at=2540
(morning turn, an M or CL present (§8.42))

p     percent                        roll  hits  on            
1/36   2.778%  #                     2     2     DD/DE + not BB
1/18   5.556%  #                     3     1     any           
1/12   8.333%  ##                    4     1     not BB        
1/9   11.111%  ##                    5     1     M or CL       
5/36  13.889%  ###                   6     0                   
1/6   16.667%  ###                   7     0                   
5/36  13.889%  ###                   8     0                   
1/9   11.111%  ##                    9     0                   
1/12   8.333%  ##                    10    0                   
1/18   5.556%  #                     11    0                   
1/36   2.778%  #                     12    0                   

expected ships hit: 11/36 = 0.3056
(11 outcomes, 11 runs of the rules)
