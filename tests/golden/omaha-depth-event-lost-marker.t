# §9.22, §9.21: g60 lost its marker mg60 earlier (its reserve is empty; mg60's row still names
# it). It receives a new one, mw1: mg60 leaves play ('removed'), so that only mw1 lies under g60
# (one unit and its marker are one force, §9) and a later reveal reads mw1's faces, not mg60's.
cmd: resolve tests/examples/data/omaha-depth-lost.csv event --card 'event=1-16/none,17-31/depth' drawn=mw1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'marker,mw1,g60,wn,1,FL,0' $TMP/s.csv
sh: grep -qx 'marker,mg60,removed,wn,3,HMG,0' $TMP/s.csv
sh: grep -q '^german,g60,WN60,1011,wn,716,0,0,hidden,' $TMP/s.csv
--- stdout
event card typed at the table, its number not given: the draw pile is left as it is (§2.3).
The card typed, turns 17-31: depth (§4 II).
g60 in WN60 receives the marker: 1 hex from a US unit, a single-hex WN, number 60 (§9.2).
g60 draws depth marker mw1 from the wn pool (1 of 2): placed unrevealed under it (§9.21).
--- stderr
