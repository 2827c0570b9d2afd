# §16.3: A4 is a VP position: it comes first.
cmd: resolve tests/examples/data/omaha-ga-redeploy-vp.csv german-action sector=east --card '1:fire=blue,red/R,green;target=1' -o $TMP/s.csv
status: 0
sh: grep -qx 'german,g3,A4,1012,reinf,352,1,0,hidden,,' $TMP/s.csv
--- stdout
B3 (red, number 3): redeploy (§16).
g3 redeploys with its marker from B3 to A4 (1012: a VP position, number 4, US strength 2 in its field); it does not fire this phase (§16.32) (§16.3).
--- stderr
