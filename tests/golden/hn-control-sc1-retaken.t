# Sc-1: the German retakes it: it turns back to its Neutral face.
cmd: resolve tests/golden/data/hn-sc1-end.csv control objective=s2 by=de -o $TMP/s.csv
status: 0
sh: grep -q "^marker,s2,objective,F6,,obj=secondary;owner=cw;face=neutral$" $TMP/s.csv
--- stdout
The German takes objective s2: it shows its Neutral face (Sc-1).
--- stderr
