# §9.2, §9.21: a marker in the west sector: d1g (D1, a village hex) draws from the building
# pool, which holds only mb1 (1 of 1).
cmd: resolve tests/examples/data/omaha-depth.csv event --card 'event=1-16/none,17-31/depth-west' --seed 3 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'marker,mb1,d1g,building,2,BZ,0' $TMP/s.csv
--- stdout
event card typed at the table, its number not given: the draw pile is left as it is (§2.3).
The card typed, turns 17-31: depth-west (§4 II).
d1g in D1 receives the marker: 1 hex from a US unit, a reinforcement position, number 1 (§9.2).
d1g draws depth marker mb1 from the building pool (1 of 1): placed unrevealed under it (§9.21).
--- stderr
