# French transcript of E17-25.31-loss-pending.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e17.csv bombard kind=naval by=us-cl-a at=1226 --lang fr
status: 0
sh: grep -q "^pending,1,axis,loss,de-a|de-b|de-c|de-d," "$TMP/.out"
sh: grep -q "^ship,us-cl-a,US,CL,1027,,,full,,,$" "$TMP/.out"
