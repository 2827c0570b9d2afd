# E17: without loss= or pick=top the Axis owner picks the unit of each step:
# the order waits; nothing else changes.
cmd: resolve tests/examples/data/e17.csv bombard kind=naval by=us-cl-a at=1226
status: 0
sh: grep -q "^pending,1,axis,loss,de-a|de-b|de-c|de-d," "$TMP/.out"
sh: grep -q "^ship,us-cl-a,US,CL,1027,,,full,,,$" "$TMP/.out"
