# French transcript of E14-21.2-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=-1 --lang fr
status: 0
--- stdout
probabilités de : retreat unit=16pz-2-pz-4 announce=-1
(announced -1; first: the legal first hexes, final: the legal last hexes (§21.3-§21.8))

p   pour cent                        die  hexes  result    first           final              
1/6  16,667 %  ###                   1    0      removed                                      
1/6  16,667 %  ###                   2    1      retreats  2566;2666;2766  2566;2666;2766     
1/6  16,667 %  ###                   3    2      retreats  2566;2666;2766  2567;2667;2767;2865
1/6  16,667 %  ###                   4    3      retreats  2666            2668               
1/6  16,667 %  ###                   5    4      retreats  2666            2669               
1/6  16,667 %  ###                   6    5      retreats  2666            2670               

pas de perte attendus: 1/6 = 0,1667
(6 résultats, 6 passages des règles)
--- stderr
