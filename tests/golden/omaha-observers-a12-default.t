# §6.51, ruling a12-observer-control=control-no-loc: off1 stays active (PO2 is
# US-controlled but traces a German LOC); off2 becomes active again (PO3 re-occupied);
# off3 stays inactive (PO4 is not controlled, but neither re-occupied nor with a LOC);
# off4 turns inactive; off5 lists no observers.
cmd: resolve tests/examples/data/omaha-observers.csv observers --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'german,off1,art-east,,offmap,716,0,0,,105,1,PO1 PO2' $TMP/s.csv
sh: grep -qx 'german,off2,art-east,,offmap,716,0,0,,105,1,PO1 PO3' $TMP/s.csv
sh: grep -qx 'german,off3,art-west,,offmap,716,0,0,,105,0,PO1 PO4' $TMP/s.csv
sh: grep -qx 'german,off4,art-east,,offmap,716,0,0,,105,0,PO1' $TMP/s.csv
sh: grep -qx 'german,off5,art-east,,offmap,716,0,0,,105,1,' $TMP/s.csv
--- stdout
off1's observers (ruling a12-observer-control=control-no-loc): PO1 US-controlled, no LOC; PO2 US-controlled but with a German LOC: stays active (§6.51).
off2's observers (ruling a12-observer-control=control-no-loc): PO1 US-controlled, no LOC; PO3 German-held: it becomes active again (§6.51).
off3's observers (ruling a12-observer-control=control-no-loc): PO1 US-controlled, no LOC; PO4 not US-controlled: stays inactive (no observer re-occupied or with a LOC) (§6.51).
off4's observer (ruling a12-observer-control=control-no-loc): PO1 US-controlled, no LOC: it turns to its inactive side (§6.51).
--- stderr
