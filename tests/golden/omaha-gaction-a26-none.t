# §16, ruling a26-action-fallback=none: B3's cell reads none: no action.
cmd: resolve tests/examples/data/omaha-ex12-order.csv german-action sector=east --tables tests/examples/data/omaha-actions --rule a26-action-fallback=none --card '1:fire=orange,red/M,yellow;target=1' -o $TMP/s.csv
status: 0
--- stdout
B3 (red, letter M, reinf-us): no action (§16).
No position of the east fire card's colours acts (§16).
--- stderr
