# §9.23: a hero and a depth marker: the marker goes in the hero's sector (K/3/16, east).
cmd: resolve tests/examples/data/omaha-depth.csv event --card 'event=1-16/none,17-31/hero-1+depth' unit=K/3/16 drawn=mw1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'marker,mw1,g60,wn,1,FL,0' $TMP/s.csv
--- stdout
event card typed at the table, its number not given: the draw pile is left as it is (§2.3).
The card typed, turns 17-31: hero-1+depth (§4 II).
A hero marker is placed on K/3/16 (1st Division) (§11.11).
With the hero: the marker goes to the east sector if possible (§9.23).
g60 in WN60 receives the marker: 1 hex from a US unit, a single-hex WN, number 60 (§9.2).
g60 draws depth marker mw1 from the wn pool (1 of 2): placed unrevealed under it (§9.21).
--- stderr
