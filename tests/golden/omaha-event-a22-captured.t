# §9.3, §11.31, ruling a22-general-captured (default eligible): General Wyman alone on C2
# is captured and C2 receives the reinforcement.
cmd: resolve tests/examples/data/omaha-ev-general.csv event --card '2:event=1-20/reinf-c,21-31/none' -o $TMP/s.csv
status: 0
sh: grep -qx 'german,t1,C2,1212,reinf,352,0,0,,,' $TMP/s.csv
--- stdout
event card 2 played at the table: it leaves the draw pile (§2.3).
Card 2, turns 1-20: reinf-c (§4 II).
Zone C: C2 (adjacent to a US unit; number 2) (§9.3).
Wyman is eliminated (a General alone where a German unit is placed: captured, ruling a22-general-captured) (§11.31).
t1, drawn from the tactical pool (1 of 1), is placed face down in 1212 without a depth marker (§9.3).
--- stderr
