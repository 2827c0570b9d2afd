# §10 A.1: the 5th Rangers land with the second wave, not the first.
cmd: resolve tests/golden/data/n44-ranger5-first.csv land unit=us-5-rgr at=0714 --tables tests/examples/data/normandie44-tables --dice 2 -o $TMP/out.csv
status: 1
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: the 5th Rangers land with the second wave ("Seconde vague ... Le 5th Ranger débarque"), not in phase first-wave (§10 A.1)
