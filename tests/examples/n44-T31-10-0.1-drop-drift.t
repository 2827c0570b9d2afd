# §10 0.1: a coloured 6 drifts to the hex of the white die (2: north-east, 0619), with
# the test jump table's D1.
cmd: resolve tests/examples/data/n44-drop.csv drop unit=us-82-505 dz=0618 --tables tests/examples/data/normandie44-tables --dice 6,2 -o $TMP/out.csv
status: 0
--- stdout
us-82-505 jumps: coloured die 6, white die 2 (§10 0.1).
us-82-505 drifts to 0619 (§10 0.1).
The jump's losses, at once: 0 steps, D1 (§10 0.1).
--- stderr
