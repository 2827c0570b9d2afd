# §20.1: 13 units in the 29th's casualty box is one short of 14: the final check goes on
# (vp=70 given: §20.3's 60 or more, decisive victory).
cmd: resolve tests/examples/data/omaha-vp-final-casualties-13.csv victory check=dday-32 vp=70 -o $TMP/s.csv
status: 0
sh: grep -qx 'set,result,decisive victory' $TMP/s.csv
--- stdout
70 VP at the dday-32 check: decisive victory; the game ends (§20.3).
--- stderr
