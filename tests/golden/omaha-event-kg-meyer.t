# §9.5: Kampfgruppe Meyer: 4 of the 5 units in its box go to the Division box, 2 of its 3
# markers to the mobile pool (named at the table); m4 stays (§20.3 counts it).
cmd: resolve tests/examples/data/omaha-depth.csv event --card 'event=1-16/none,17-31/kg-meyer' drawn=m1,m3,m5,m2,mk1,mk3 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^german,m4,box-kg-meyer,' $TMP/s.csv
sh: test $(grep -c ',box-division,' $TMP/s.csv) = 5
sh: grep -qx 'marker,mk2,box-kg-meyer,mobile,1,,0' $TMP/s.csv
sh: grep -qx 'marker,mk3,box-mobile,mobile,2,,0' $TMP/s.csv
--- stdout
event card typed at the table, its number not given: the draw pile is left as it is (§2.3).
The card typed, turns 17-31: kg-meyer (§4 II).
m1 (1 of 5 in the Kampfgruppe Meyer box) goes to the Division reinforcement box (§9.5).
m3 (2 of 4 in the Kampfgruppe Meyer box) goes to the Division reinforcement box (§9.5).
m5 (3 of 3 in the Kampfgruppe Meyer box) goes to the Division reinforcement box (§9.5).
m2 (1 of 2 in the Kampfgruppe Meyer box) goes to the Division reinforcement box (§9.5).
Depth marker mk1 (1 of 3 in the Kampfgruppe Meyer box) goes to the mobile pool (§9.5).
Depth marker mk3 (2 of 2 in the Kampfgruppe Meyer box) goes to the mobile pool (§9.5).
1 unit stays in the Kampfgruppe Meyer box (§20.3).
--- stderr
