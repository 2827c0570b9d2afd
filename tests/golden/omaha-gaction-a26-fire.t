# §16, ruling a26-action-fallback (default fire-if-targets): B3's cell reads none
# (TEST DATA table), US units are in its field: it fires.
cmd: resolve tests/examples/data/omaha-ex12-order.csv german-action sector=east --tables tests/examples/data/omaha-actions --card '1:fire=orange,red/M,yellow;target=1' -o $TMP/s.csv
status: 0
--- stdout
B3 (red, letter M, reinf-us): no action on the summary; US units in its field: it fires (ruling a26-action-fallback) (§16).
B3 (red, number 3): fire (§16).
B3 fires normally (§6: the fire order) (§16).
--- stderr
