# §6.5, §6.51, ruling a12-observer-control=control: off1 is silenced too: 2 active
# units < 3: no artillery hit.
cmd: resolve tests/examples/data/omaha-observers.csv fire sector=east --card '1:fire=red,blue,green;target=1;art=3/105' --rule a12-observer-control=control --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,i1,1,1,inf,3,3,' $TMP/s.csv
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red, blue, green; target symbol 1 (§6.1).
PO3 (green) fires: 1 unit and 0 depth markers, up to 1 hit; column unrevealed reinforcement (§6.31).
off1's observers (ruling a12-observer-control=control): PO1 US-controlled, no LOC; PO2 US-controlled (with a German LOC): it turns to its inactive side (§6.51).
off2's observers (ruling a12-observer-control=control): PO1 US-controlled, no LOC; PO3 German-held: it becomes active again (§6.51).
off4's observer (ruling a12-observer-control=control): PO1 US-controlled, no LOC: it turns to its inactive side (§6.51).
Artillery value 3, calibres 105: 2 non-disrupted German artillery units of those calibres in the east sector (§6.5).
2 < 3: no artillery hit (§6.5).
--- stderr
