# §9.2: one marker in each sector: g60 in the east (WN pool), d1g in the west (building pool).
cmd: resolve tests/examples/data/omaha-depth.csv event --card 'event=1-16/none,17-31/depth-each' drawn=mw2,mb1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'marker,mw2,g60,wn,2,?,?' $TMP/s.csv
sh: grep -qx 'marker,mb1,d1g,building,2,BZ,0' $TMP/s.csv
--- stdout
event card typed at the table, its number not given: the draw pile is left as it is (§2.3).
The card typed, turns 17-31: depth-each (§4 II).
g60 in WN60 receives the marker: 1 hex from a US unit, a single-hex WN, number 60 (§9.2).
g60 draws depth marker mw2 from the wn pool (2 of 2): placed unrevealed under it (§9.21).
d1g in D1 receives the marker: 1 hex from a US unit, a reinforcement position, number 1 (§9.2).
d1g draws depth marker mb1 from the building pool (1 of 1): placed unrevealed under it (§9.21).
--- stderr
