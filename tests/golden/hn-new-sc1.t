# umpire new heroes sc-1: Sc-1's set-up with a fresh seed: its tiles in the
# seed's layout, Willi Herold, 2 CW Secondary Objectives on their Neutral face.
cmd: new heroes sc-1 -o $TMP/s.csv
status: 0
sh: grep -q "^set,scenario,sc-1$" $TMP/s.csv
sh: grep -q "^tile,t3,EC5-B,r1c3,0$" $TMP/s.csv
sh: grep -q "^marker,s2,objective,-,,obj=secondary;owner=cw;face=neutral$" $TMP/s.csv
sh: grep -q "^set,draws,0$" $TMP/s.csv
--- stderr
