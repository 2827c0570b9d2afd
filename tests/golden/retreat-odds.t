# odds of a retreat with +1 announced (§21.2): die 1-5 give 2-6 hexes, 6 gives 7,
# beyond the map: blocked, the platoon's only step lost (1/6).
cmd: odds tests/golden/data/retreat-a.csv retreat unit=16pz-2-pz-4 announce=+1
status: 0
--- stdout
odds of: retreat unit=16pz-2-pz-4 announce=+1
(announced +1; first: the legal first hexes, final: the legal last hexes (§21.3-§21.8))

p    percent                        die  hexes  result               first      final         
1/6  16.667%  ###                   1    2      retreats             2566;2666  2567;2667;2767
1/6  16.667%  ###                   2    3      retreats             2666       2668          
1/6  16.667%  ###                   3    4      retreats             2666       2669          
1/6  16.667%  ###                   4    5      retreats             2666       2670          
1/6  16.667%  ###                   5    6      retreats             2666       2671          
1/6  16.667%  ###                   6    7      blocked: eliminated                           

expected steps lost: 1/6 = 0.1667
(6 outcomes, 6 runs of the rules)
--- stderr
