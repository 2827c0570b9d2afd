# §9.5: 4 units of 5 and 2 markers of 3 at random: C(5,4) x C(3,2) = 15 outcomes, each 1/15.
cmd: odds tests/examples/data/omaha-depth.csv event --card 'event=1-16/none,17-31/kg-meyer' --tables tests/examples/data/omaha-tables
status: 0
--- stdout
odds of: event
(the card typed)

p     percent                        results                                                                                        steps_lost  delayed  eliminated
1/15   6.667%  #                     m1>box-division;m2>box-division;m3>box-division;m4>box-division;mk1>box-mobile;mk2>box-mobile  0                              
1/15   6.667%  #                     m1>box-division;m2>box-division;m3>box-division;m4>box-division;mk1>box-mobile;mk3>box-mobile  0                              
1/15   6.667%  #                     m1>box-division;m2>box-division;m3>box-division;m4>box-division;mk2>box-mobile;mk3>box-mobile  0                              
1/15   6.667%  #                     m1>box-division;m2>box-division;m3>box-division;m5>box-division;mk1>box-mobile;mk2>box-mobile  0                              
1/15   6.667%  #                     m1>box-division;m2>box-division;m3>box-division;m5>box-division;mk1>box-mobile;mk3>box-mobile  0                              
1/15   6.667%  #                     m1>box-division;m2>box-division;m3>box-division;m5>box-division;mk2>box-mobile;mk3>box-mobile  0                              
1/15   6.667%  #                     m1>box-division;m2>box-division;m4>box-division;m5>box-division;mk1>box-mobile;mk2>box-mobile  0                              
1/15   6.667%  #                     m1>box-division;m2>box-division;m4>box-division;m5>box-division;mk1>box-mobile;mk3>box-mobile  0                              
1/15   6.667%  #                     m1>box-division;m2>box-division;m4>box-division;m5>box-division;mk2>box-mobile;mk3>box-mobile  0                              
1/15   6.667%  #                     m1>box-division;m3>box-division;m4>box-division;m5>box-division;mk1>box-mobile;mk2>box-mobile  0                              
1/15   6.667%  #                     m1>box-division;m3>box-division;m4>box-division;m5>box-division;mk1>box-mobile;mk3>box-mobile  0                              
1/15   6.667%  #                     m1>box-division;m3>box-division;m4>box-division;m5>box-division;mk2>box-mobile;mk3>box-mobile  0                              
1/15   6.667%  #                     m2>box-division;m3>box-division;m4>box-division;m5>box-division;mk1>box-mobile;mk2>box-mobile  0                              
1/15   6.667%  #                     m2>box-division;m3>box-division;m4>box-division;m5>box-division;mk1>box-mobile;mk3>box-mobile  0                              
1/15   6.667%  #                     m2>box-division;m3>box-division;m4>box-division;m5>box-division;mk2>box-mobile;mk3>box-mobile  0                              

expected steps lost: 0 = 0.0000
(15 outcomes, 720 runs of the rules)
--- stderr
