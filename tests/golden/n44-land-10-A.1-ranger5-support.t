# §10 A.1: the 5th Rangers' die (test chart: 5 reads ranger2): they land in support of
# the 2nd Rangers, in their hex 0613, not on the Omaha hex named.
cmd: resolve tests/golden/data/n44-ranger5.csv land unit=us-5-rgr at=0714 --tables tests/examples/data/normandie44-tables --dice 5 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-5-rgr,allied,us,ranger,,1,1,4,2,6,1,0613,0,0,elite;ranger5;landed$" $TMP/out.csv
--- stdout
The 5th Rangers' die: 1d6 = 5: they land in support of the 2nd Rangers (§10 A.1).
us-5-rgr lands in 0613 (Rangers and Commandos: no automatic stop, one hex more at most, §4.4) (§10 A.1).
--- stderr
