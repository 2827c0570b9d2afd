# §6.5, §6.51: fire checks the observers first: East has off1, off2 and off5 active (3
# of calibre 105, ruling a12 default): value 3 reached, i1 (infantry in a landing box)
# loses a step.
cmd: resolve tests/examples/data/omaha-observers.csv fire sector=east --card '1:fire=red,blue,green;target=1;art=3/105' --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,i1,1,1,inf,2,3,' $TMP/s.csv
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red, blue, green; target symbol 1 (§6.1).
PO3 (green) fires: 1 unit and 0 depth markers, up to 1 hit; column unrevealed reinforcement (§6.31).
off1's observers (ruling a12-observer-control=control-no-loc): PO1 US-controlled, no LOC; PO2 US-controlled but with a German LOC: stays active (§6.51).
off2's observers (ruling a12-observer-control=control-no-loc): PO1 US-controlled, no LOC; PO3 German-held: it becomes active again (§6.51).
off4's observer (ruling a12-observer-control=control-no-loc): PO1 US-controlled, no LOC: it turns to its inactive side (§6.51).
Artillery value 3, calibres 105: 3 non-disrupted German artillery units of those calibres in the east sector (§6.5).
Artillery hit: i1 (infantry in a landing box) (§6.5).
i1 loses a step (fire of German artillery): 2 of 3 left (§6.32).
--- stderr
