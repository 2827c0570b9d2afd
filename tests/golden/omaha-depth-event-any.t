# §9.2, §9.21: a depth marker anywhere: g60 (WN60, one hex) and c2 (C2) are both next to
# K/3/16; a single-hex WN comes first (§9.2 2a); it draws from the WN pool: mw1 named at the table.
cmd: resolve tests/examples/data/omaha-depth.csv event --card 'event=1-16/none,17-31/depth' drawn=mw1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'marker,mw1,g60,wn,1,FL,0' $TMP/s.csv
sh: grep -q '^german,g60,WN60,1011,wn,716,0,0,hidden,' $TMP/s.csv
--- stdout
event card typed at the table, its number not given: the draw pile is left as it is (§2.3).
The card typed, turns 17-31: depth (§4 II).
g60 in WN60 receives the marker: 1 hex from a US unit, a single-hex WN, number 60 (§9.2).
g60 draws depth marker mw1 from the wn pool (1 of 2): placed unrevealed under it (§9.21).
--- stderr
