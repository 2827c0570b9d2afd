# retreat odds (§21.1, §5.43, §21.8): the foot infantry company on bank A of the
# class-1 river in 2766, out of enemy ZOC, may retreat to either bank: six first
# hexes for 1 or 2 hexes; 3 hexes only by bank B (2666 or 2767, to 2668); 4 or
# more cost 8 MP or more of its MA 6: blocked, a step lost (3/6 = 1/2 expected).
cmd: odds tests/golden/data/retreat-ford.csv retreat unit=16pz-79-a
status: 0
--- stdout
odds of: retreat unit=16pz-79-a
(announced +0; first: the legal first hexes, final: the legal last hexes (§21.3-§21.8))

p    percent                        die  hexes  result            first                          final                        
1/6  16.667%  ###                   1    1      retreats          2665;2666;2765;2767;2865;2866  2665;2666;2765;2767;2865;2866
1/6  16.667%  ###                   2    2      retreats          2665;2666;2765;2767;2865;2866  2565;2566;2567;2667;2864;2966
1/6  16.667%  ###                   3    3      retreats          2666;2767                      2668                         
1/6  16.667%  ###                   4    4      blocked: -1 step                                                              
1/6  16.667%  ###                   5    5      blocked: -1 step                                                              
1/6  16.667%  ###                   6    6      blocked: -1 step                                                              

expected steps lost: 1/2 = 0.5000
(6 outcomes, 6 runs of the rules)
--- stderr
