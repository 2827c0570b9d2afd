# §9.34 (« appliquez les priorités du paragraphe 9.3 à toute la carte »): three reinforcements
# (zones B, C, C) and two units in the pools: C2, next to a US unit, ranks first map-wide and
# takes the Tactical unit t1 (in the card's order B3 would have had it); then B3 (number 3) before
# C5 (number 5) takes the Division unit d1; the third gets none.
cmd: resolve tests/examples/data/omaha-ev.csv event --card '2:event=1-20/reinf-b+reinf-c+reinf-c,21-31/snipers' -o $TMP/s.csv
status: 0
sh: grep -qx 'german,t1,C2,1212,reinf,352,0,0,,,' $TMP/s.csv && grep -q '^german,d1,B3,1414,' $TMP/s.csv
--- stdout
event card 2 played at the table: it leaves the draw pile (§2.3).
Card 2, turns 1-20: reinf-b+reinf-c+reinf-c (§4 II).
3 reinforcements called, 2 units in the pools: §9.3's priorities decide map-wide which zones receive them (§9.34).
Zone C: C2 ranks first map-wide (adjacent to a US unit; number 2) (§9.34).
t1, drawn from the tactical pool (1 of 1), is placed face down in 1212 without a depth marker (§9.3).
Zone B: B3 ranks first map-wide (the lowest number; number 3) (§9.34).
d1, drawn from the division pool (1 of 1), is placed face down in 1414 with a depth marker (§9.31).
Zone C receives no reinforcement: the pools ran out, or it has no position that may receive one (§9.34).
--- stderr
