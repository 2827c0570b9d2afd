# E14 (§21.2, §21.8): the six faces of the die after -1: 1 removed; 2 (1 hex) and
# 3 (2 hexes) with 2566, 2666, 2766 as first hexes; 4, 5, 6 (3 to 5 hexes) with
# 2666 only; each 1/6, and 1/6 of a step lost on average (the removal).
cmd: odds tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=-1
status: 0
--- stdout
odds of: retreat unit=16pz-2-pz-4 announce=-1
(announced -1; first: the legal first hexes, final: the legal last hexes (§21.3-§21.8))

p    percent                        die  hexes  result    first           final              
1/6  16.667%  ###                   1    0      removed                                      
1/6  16.667%  ###                   2    1      retreats  2566;2666;2766  2566;2666;2766     
1/6  16.667%  ###                   3    2      retreats  2566;2666;2766  2567;2667;2767;2865
1/6  16.667%  ###                   4    3      retreats  2666            2668               
1/6  16.667%  ###                   5    4      retreats  2666            2669               
1/6  16.667%  ###                   6    5      retreats  2666            2670               

expected steps lost: 1/6 = 0.1667
(6 outcomes, 6 runs of the rules)
--- stderr
