# §6.51: sector=west checks the West box only (off3); the East units are left as they
# are.
cmd: resolve tests/examples/data/omaha-observers.csv observers sector=west --rule a12-observer-control=control --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'german,off3,art-west,,offmap,716,0,0,,105,1,PO1 PO4' $TMP/s.csv
sh: grep -qx 'german,off4,art-east,,offmap,716,0,0,,105,1,PO1' $TMP/s.csv
--- stdout
off3's observers (ruling a12-observer-control=control): PO1 US-controlled, no LOC; PO4 not US-controlled: it becomes active again (§6.51).
--- stderr
