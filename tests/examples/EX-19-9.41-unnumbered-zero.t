# EX-19 (§9.41, §9.2): an unnumbered reinforcement position counts 0 in §9.2's ties: cu (C),
# d1g (D1) and c2 (C2) are each 1 hex from a US unit (WN pool empty, §9.24): C (0) before
# D1 (1) and C2 (2); cu draws from the mobile pool (mm1, --dice 1).
cmd: resolve tests/examples/data/omaha-depth-ex19.csv event --card 'event=1-16/none,17-31/depth' --dice 1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'marker,mm1,cu,mobile,1,,0' $TMP/s.csv
sh: grep -q '^german,d1g,D1,1218,reinf,352,0,0,,' $TMP/s.csv
--- stdout
event card typed at the table, its number not given: the draw pile is left as it is (§2.3).
The card typed, turns 17-31: depth (§4 II).
The WN pool is empty: a unit in a reinforcement position receives the marker (§9.24).
cu in C receives the marker: 1 hex from a US unit, a reinforcement position, number 0 (§9.2).
cu draws depth marker mm1 from the mobile pool (1 of 2): placed unrevealed under it (§9.21).
--- stderr
