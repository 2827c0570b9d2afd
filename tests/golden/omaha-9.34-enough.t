# §9.34: two reinforcements (zones B, C) and two units in the pools: no shortage, each zone in the
# card's order (§9.3): B3 takes the Tactical unit t1, C2 the Division unit d1.
cmd: resolve tests/examples/data/omaha-ev.csv event --card '2:event=1-20/reinf-b+reinf-c,21-31/snipers' -o $TMP/s.csv
status: 0
sh: grep -q '^german,t1,B3,1414,' $TMP/s.csv && grep -q '^german,d1,C2,1212,' $TMP/s.csv
--- stdout
event card 2 played at the table: it leaves the draw pile (§2.3).
Card 2, turns 1-20: reinf-b+reinf-c (§4 II).
Zone B: B3 (the lowest number; number 3) (§9.3).
t1, drawn from the tactical pool (1 of 1), is placed face down in 1414 without a depth marker (§9.3).
Zone C: C2 (adjacent to a US unit; number 2) (§9.3).
d1, drawn from the division pool (1 of 1), is placed face down in 1212 with a depth marker (§9.31).
--- stderr
