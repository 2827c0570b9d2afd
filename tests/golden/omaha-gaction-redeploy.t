# §16.3: B3 (no US unit in its field) redeploys to an empty reinforcement position
# with US units in its field: neither A4 nor C2 is a VP position: the lowest number, C2.
cmd: resolve tests/examples/data/omaha-ga-redeploy.csv german-action sector=east --card '1:fire=blue,red/R,green;target=1' -o $TMP/s.csv
status: 0
sh: grep -qx 'german,g3,C2,1212,reinf,352,1,0,hidden,,' $TMP/s.csv
sh: grep -qx 'set,nofire,18:C2' $TMP/s.csv
--- stdout
B3 (red, number 3): redeploy (§16).
g3 redeploys with its marker from B3 to C2 (1212: not a VP position, number 2, US strength 2 in its field); it does not fire this phase (§16.32) (§16.3).
--- stderr
