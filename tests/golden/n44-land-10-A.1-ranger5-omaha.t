# §10 A.1: the 5th Rangers' die (test chart: 2 reads omaha): they land on Omaha, at=.
cmd: resolve tests/golden/data/n44-ranger5.csv land unit=us-5-rgr at=0714 --tables tests/examples/data/normandie44-tables --dice 2 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-5-rgr,allied,us,ranger,,1,1,4,2,6,1,0714,0,0,elite;ranger5;landed$" $TMP/out.csv
--- stdout
The 5th Rangers' die: 1d6 = 2: they land on Omaha (§10 A.1).
us-5-rgr lands in 0714 (Rangers and Commandos: no automatic stop, one hex more at most, §4.4) (§10 A.1).
--- stderr
