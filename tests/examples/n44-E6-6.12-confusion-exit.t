# E6 (§6.12): 3, -1 for the ratio (1.5/1), +1 for the bomb: 3, under the number: the
# German stack escapes Orléans to Paris, a German box.
cmd: resolve tests/examples/data/n44-e6.csv strategic unit=de-2pz,de-116pz path=Paris --tables tests/examples/data/normandie44-tables --dice 3 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-2pz,.*,box:Paris," $TMP/out.csv
--- stdout
de-2pz leaves Orleans: 1d6 = 3, +1 strategic interdiction (§9.5), 20 vs 12 = 1.5/1, 1 column from 1/1: -1 (§6.12): 3 against 5: it passes (§6.12).
de-2pz moves to Paris (§4.1.2).
de-116pz leaves Orleans: the stack's die, 3, +1 strategic interdiction (§9.5), 20 vs 12 = 1.5/1, 1 column from 1/1: -1 (§6.12): 3 against 5: it passes (§6.12).
de-116pz moves to Paris (§4.1.2).
One side is gone from Orleans: its Confusion marker is removed (§6.12).
--- stderr
