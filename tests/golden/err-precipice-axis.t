# The Axis attacks across a precipice (data/precipice-axis.csv, Axis phase): never
# allowed in the Axis phase (§9.82). Exit 1, nothing written.
cmd: resolve tests/golden/data/precipice-axis.csv assault from=2228 to=2129 loss=top policy=never --dice 1,1,6,6 -o $TMP/out.csv
status: 1
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: no attack across a precipice in the Axis phase (2228) (§9.82)
