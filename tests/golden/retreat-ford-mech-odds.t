# retreat odds (§5.43): the tank platoon beside the infantry of
# retreat-ford-odds.t is mechanised: no class-1 river crossing without a bridge,
# so only the bank-A hexes 2665, 2765 and 2865 are first hexes; 3 hexes or more
# find no path on this map: eliminated (its only step), 4/6 = 2/3 expected.
cmd: odds tests/golden/data/retreat-ford.csv retreat unit=16pz-2-pz-4
status: 0
--- stdout
odds of: retreat unit=16pz-2-pz-4
(announced +0; first: the legal first hexes, final: the legal last hexes (§21.3-§21.8))

p    percent                        die  hexes  result               first           final         
1/6  16.667%  ###                   1    1      retreats             2665;2765;2865  2665;2765;2865
1/6  16.667%  ###                   2    2      retreats             2665;2765;2865  2565;2566;2864
1/6  16.667%  ###                   3    3      blocked: eliminated                                
1/6  16.667%  ###                   4    4      blocked: eliminated                                
1/6  16.667%  ###                   5    5      blocked: eliminated                                
1/6  16.667%  ###                   6    6      blocked: eliminated                                

expected steps lost: 2/3 = 0.6667
(6 outcomes, 6 runs of the rules)
--- stderr
