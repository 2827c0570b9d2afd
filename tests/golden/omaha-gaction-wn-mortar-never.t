# §16.5, ruling a25-wn-mortar=never: WN62 does not mortar; no US unit in its field:
# no action.
cmd: resolve tests/examples/data/omaha-ga-art.csv german-action sector=east --tables tests/examples/data/omaha-actions --rule a25-wn-mortar=never --card '1:fire=yellow/M,red,green;target=1' -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,A/1/16,1,1,inf,3,3,1,0911,ER1,0,,,0,1,3' $TMP/s.csv
--- stdout
WN62 (yellow, letter M, wn-nous): no action (§16).
No position of the east fire card's colours acts (§16).
--- stderr
