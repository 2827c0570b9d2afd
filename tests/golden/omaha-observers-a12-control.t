# §6.51, ruling a12-observer-control=control: control alone silences: off1 turns
# inactive (PO2 US-controlled, its LOC does not matter); off3 is active while PO4 is not
# controlled.
cmd: resolve tests/examples/data/omaha-observers.csv observers --rule a12-observer-control=control --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'german,off1,art-east,,offmap,716,0,0,,105,0,PO1 PO2' $TMP/s.csv
sh: grep -qx 'german,off3,art-west,,offmap,716,0,0,,105,1,PO1 PO4' $TMP/s.csv
--- stdout
off1's observers (ruling a12-observer-control=control): PO1 US-controlled, no LOC; PO2 US-controlled (with a German LOC): it turns to its inactive side (§6.51).
off2's observers (ruling a12-observer-control=control): PO1 US-controlled, no LOC; PO3 German-held: it becomes active again (§6.51).
off3's observers (ruling a12-observer-control=control): PO1 US-controlled, no LOC; PO4 not US-controlled: it becomes active again (§6.51).
off4's observer (ruling a12-observer-control=control): PO1 US-controlled, no LOC: it turns to its inactive side (§6.51).
--- stderr
