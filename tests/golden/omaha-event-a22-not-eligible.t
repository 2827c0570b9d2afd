# ruling a22-general-captured=not-eligible: C2 is passed over; C5 (lowest number) gets it.
cmd: resolve tests/examples/data/omaha-ev-general.csv event --rule a22-general-captured=not-eligible --card '2:event=1-20/reinf-c,21-31/none' -o $TMP/s.csv
status: 0
sh: grep -qx 'german,t1,C5,1015,reinf,352,0,0,,,' $TMP/s.csv
--- stdout
event card 2 played at the table: it leaves the draw pile (§2.3).
Card 2, turns 1-20: reinf-c (§4 II).
C2 is held by US units (a General alone: ruling a22-general-captured): no reinforcement there (§9.32).
Zone C: C5 (the lowest number; number 5) (§9.3).
t1, drawn from the tactical pool (1 of 1), is placed face down in 1015 without a depth marker (§9.3).
--- stderr
