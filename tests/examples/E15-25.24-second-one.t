# E15 (§25.24): one 1 turns the counter upside down; a later check with another 1
# sends it away: flipped on the 9th morning, out on the 9th afternoon, back on the
# 11th night (afternoon + 7); both log lines cite §25.24, the rule of the second 1.
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-2 at=2630 --dice 6,1,5
status: 0
sh: sed -e 's/^set,turn,9-morning$/set,turn,9-afternoon/' -e 's/,fired$/,/' "$TMP/.out" >$TMP/s2.csv
sh: $UMPIRE resolve $TMP/s2.csv bombard kind=naval by=uk-cl-2 at=2630 --dice 6,5,1 -o $TMP/s3.csv >$TMP/log
sh: grep -qxF "Ammunition check of uk-cl-2: 2d6 = 5, 1: a second 1, out of ammunition (§25.24)." $TMP/log
sh: grep -qxF "uk-cl-2 leaves to rearm: back as a reinforcement on 11-night (8 turns, the firing turn counted as 1) (§25.24)." $TMP/log
sh: grep -q "^ship,uk-cl-2,UK,CL,off,,,full,,11-night,$" $TMP/s3.csv
