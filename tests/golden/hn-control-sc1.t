# Sc-1: the CW takes a Secondary Objective: it turns to its CW face.
cmd: resolve tests/golden/data/hn-sc1-end.csv control objective=s1 by=cw -o $TMP/s.csv
status: 0
sh: grep -q "^marker,s1,objective,E5,,obj=secondary;owner=cw;face=cw$" $TMP/s.csv
--- stdout
The CW takes objective s1: it shows its CW face (Sc-1).
--- stderr
