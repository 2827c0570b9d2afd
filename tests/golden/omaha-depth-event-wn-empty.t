# §9.24: the WN pool is empty: the marker goes to a unit in a reinforcement position; d1g (D1)
# and c2 (C2) are both 1 hex from a US unit (g60 too, but a WN unit): the lowest number, D1
# (§9.2 3); in a village hex it draws from the building pool: mb1, 1 of 1.
cmd: resolve tests/examples/data/omaha-depth-nowm.csv event --card 'event=1-16/none,17-31/depth' --dice 1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'marker,mb1,d1g,building,2,BZ,0' $TMP/s.csv
sh: grep -q '^german,c2,C2,1212,reinf,352,0,0,,' $TMP/s.csv
--- stdout
event card typed at the table, its number not given: the draw pile is left as it is (§2.3).
The card typed, turns 17-31: depth (§4 II).
The WN pool is empty: a unit in a reinforcement position receives the marker (§9.24).
d1g in D1 receives the marker: 1 hex from a US unit, a reinforcement position, number 1 (§9.2).
d1g draws depth marker mb1 from the building pool (1 of 1): placed unrevealed under it (§9.21).
--- stderr
