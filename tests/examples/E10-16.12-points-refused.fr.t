# French transcript of E10-16.12-points-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e10-fired.csv bombard kind=air value=2 at=3132 --dice 1,3,4 --tables tests/examples/data/tables-e10 -o $TMP/s1.csv --lang fr
status: 0
sh: grep -q '^set,air_points.axis,0$' $TMP/s1.csv
sh: ! $UMPIRE resolve $TMP/s1.csv bombard kind=air value=1 at=3133 --dice 1 -o $TMP/x.csv 2>$TMP/err1
sh: grep -qF 'bombard: a marker of 1 with 0 air points left (§16.12)' $TMP/err1
sh: sed 's/^set,air_points.axis,0$/set,air_points.axis,3/' $TMP/s1.csv >$TMP/s2.csv
sh: ! $UMPIRE resolve $TMP/s2.csv bombard kind=air value=1 at=3132 --dice 1 -o $TMP/x.csv 2>$TMP/err2
sh: grep -qF 'bombard: 3132 already has an air marker this phase: one marker per hex (§16.13)' $TMP/err2
sh: test ! -e $TMP/x.csv
