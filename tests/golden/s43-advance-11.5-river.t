# §11.5: across the class-1 river of 2727 (no bridge) only the infantry
# formations advance: the tank platoon us-r is refused, the infantry us-ri
# crosses from bank A to 2728.
cmd: resolve tests/golden/data/s43-advance.csv advance unit=us-r path=2728
status: 1
sh: $UMPIRE resolve tests/golden/data/s43-advance.csv advance unit=us-ri path=2728 -o $TMP/r.csv >$TMP/err 2>&1 && grep -qF 'us-ri crosses the river in 2727 (§11.5)' $TMP/err && grep -q '^unit,us-ri,allied,US,36,infantry,company,soft,2728,,' $TMP/r.csv
--- stdout
--- stderr
umpire: advance: us-r is not of the infantry formations: it cannot advance across the class-1 river in 2727, which has no bridge (§11.5)
