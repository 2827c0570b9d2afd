# §4 II, §8.5, §9.3: card 2's turns 1-20 event (turn 18): a naval fire marker and three
# reinforcements in zone C: C2 (next to K/3/16) takes the Tactical unit face down without
# a marker; C5 (lowest number) the Division unit with one (§9.31); the unnumbered C
# takes none (§9.32): the third does not appear.
cmd: resolve tests/examples/data/omaha-ev.csv event --card '2:event=1-20/naval+reinf-c+reinf-c+reinf-c,21-31/snipers' -o $TMP/s.csv
status: 0
sh: grep -qx 'set,naval_markers,1' $TMP/s.csv
sh: grep -qx 'german,t1,C2,1212,reinf,352,0,0,,,' $TMP/s.csv
sh: grep -qx 'german,d1,C5,1015,reinf,352,0,0,hidden,,' $TMP/s.csv
sh: grep -qx 'card,2,track:event' $TMP/s.csv
--- stdout
event card 2 played at the table: it leaves the draw pile (§2.3).
Card 2, turns 1-20: naval+reinf-c+reinf-c+reinf-c (§4 II).
The US take a naval fire marker: 1 held (§8.5).
3 reinforcements called, 2 units in the pools: §9.3's priorities decide map-wide which zones receive them (§9.34).
Zone C: C2 ranks first map-wide (adjacent to a US unit; number 2) (§9.34).
t1, drawn from the tactical pool (1 of 1), is placed face down in 1212 without a depth marker (§9.3).
Zone C: C5 ranks first map-wide (the lowest number; number 5) (§9.34).
d1, drawn from the division pool (1 of 1), is placed face down in 1015 with a depth marker (§9.31).
Zone C receives no reinforcement: the pools ran out, or it has no position that may receive one (§9.34).
--- stderr
