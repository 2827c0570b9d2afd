# Sc-1 at the end of the last turn: both Secondaries on their CW face and
# Willi Herold captured: Commonwealth victory.
cmd: resolve tests/golden/data/hn-sc1-end.csv victory -o $TMP/s.csv
status: 0
sh: grep -q "^set,result,cw$" $TMP/s.csv
--- stdout
Commonwealth victory: both Secondary Objectives held and Willi Herold captured (Sc-1 victoire).
--- stderr
