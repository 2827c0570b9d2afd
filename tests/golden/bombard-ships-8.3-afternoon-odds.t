# §8.3, §8.42: in the afternoon 9 (read as 10: a CL is present), 10, 11 and 12
# hit: (4 + 3 + 2 + 1)/36 = 5/18, two ships on 12: expected 11/36; the morning
# rows 2-4 do nothing.
cmd: odds tests/examples/data/ships-afternoon.csv bombard kind=ships at=2540
status: 0
--- stdout
odds of: bombard kind=ships at=2540
(afternoon turn, an M or CL present (§8.42))

p     percent                        roll  hits  on            
1/36   2.778%  #                     2     0                   
1/18   5.556%  #                     3     0                   
1/12   8.333%  ##                    4     0                   
1/9   11.111%  ##                    5     0                   
5/36  13.889%  ###                   6     0                   
1/6   16.667%  ###                   7     0                   
5/36  13.889%  ###                   8     0                   
1/9   11.111%  ##                    9     1     M or CL       
1/12   8.333%  ##                    10    1     not BB        
1/18   5.556%  #                     11    1     any           
1/36   2.778%  #                     12    2     DD/DE + not BB

expected ships hit: 11/36 = 0.3056
(11 outcomes, 11 runs of the rules)
