# §13.5: one roll per target hex. de-art-a and de-art-b bombard 3132 (marked
# bombarded=3132); the same units bombarding 3132 again are refused, nothing
# written; de-art-c, which has not fired at it, is not stopped by the rule
# (it is refused only for its 5 points, below the minimum 13 of §13.0).
cmd: resolve tests/examples/data/e20.csv bombard kind=artillery at=3132 by=de-art-a,de-art-b --dice 5,5
status: 0
sh: grep -q '^unit,de-art-b,.*,fired;bombarded=3132$' "$TMP/.out"
sh: ! $UMPIRE resolve "$TMP/.out" bombard kind=artillery at=3132 by=de-art-c,de-art-b --dice 1,3 -o $TMP/x.csv 2>$TMP/err
sh: grep -qxF 'umpire: bombard: de-art-b has already bombarded 3132: one roll per target hex (§13.5)' $TMP/err
sh: test ! -e $TMP/x.csv
sh: ! $UMPIRE resolve "$TMP/.out" bombard kind=artillery at=3132 by=de-art-c --dice 1,3 2>$TMP/err2
sh: grep -qxF 'umpire: bombard: 5 support points: the minimum is 13 (§13.0)' $TMP/err2
