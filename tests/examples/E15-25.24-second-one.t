# E15 (§25.24): one 1 turns the counter upside down; a later check with another 1
# sends it away: flipped on the 9th morning, out on the 9th afternoon, back on the
# 11th night (afternoon + 7).
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-2 at=2630 --dice 6,1,5
status: 0
sh: sed -e 's/^set,turn,9-morning$/set,turn,9-afternoon/' -e 's/,fired$/,/' "$TMP/.out" >$TMP/s2.csv
sh: $UMPIRE resolve $TMP/s2.csv bombard kind=naval by=uk-cl-2 at=2630 --dice 6,5,1 -o $TMP/s3.csv
sh: grep -q "^ship,uk-cl-2,UK,CL,off,,,full,,11-night,$" $TMP/s3.csv
