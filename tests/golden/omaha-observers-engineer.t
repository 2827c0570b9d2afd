# §12.1, §6.51 (ruling a12-observer-control=control): an engineer battalion is not among the
# units §12.1 says control a hex, so u1 (engineers) alone in PO1 does not control it: off4,
# whose only observer is PO1, stays active (with u1 1-step infantry it turns inactive:
# omaha-observers-a12-control); off3 (inactive; PO1 PO4) becomes active again.
cmd: resolve tests/examples/data/omaha-observers-eng.csv observers --rule a12-observer-control=control --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'german,off4,art-east,,offmap,716,0,0,,105,1,PO1' $TMP/s.csv
sh: grep -qx 'german,off3,art-west,,offmap,716,0,0,,105,1,PO1 PO4' $TMP/s.csv
--- stdout
off1's observers (ruling a12-observer-control=control): PO1 not US-controlled; PO2 US-controlled (with a German LOC): stays active (§6.51).
off2's observers (ruling a12-observer-control=control): PO1 not US-controlled; PO3 German-held: it becomes active again (§6.51).
off3's observers (ruling a12-observer-control=control): PO1 not US-controlled; PO4 not US-controlled: it becomes active again (§6.51).
off4's observer (ruling a12-observer-control=control): PO1 not US-controlled: stays active (§6.51).
--- stderr
