# French transcript of E15-25.24-second-one.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-2 at=2630 --dice 6,1,5 --lang fr
status: 0
sh: sed -e 's/^set,turn,9-morning$/set,turn,9-afternoon/' -e 's/,fired$/,/' "$TMP/.out" >$TMP/s2.csv
sh: $UMPIRE resolve $TMP/s2.csv bombard kind=naval by=uk-cl-2 at=2630 --dice 6,5,1 -o $TMP/s3.csv >$TMP/log
sh: grep -qxF "Ammunition check of uk-cl-2: 2d6 = 5, 1: a second 1, out of ammunition (§25.24)." $TMP/log
sh: grep -qxF "uk-cl-2 leaves to rearm: back as a reinforcement on 11-night (8 turns, the firing turn counted as 1) (§25.24)." $TMP/log
sh: grep -q "^ship,uk-cl-2,UK,CL,off,,,full,,11-night,$" $TMP/s3.csv
