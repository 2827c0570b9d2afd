# T31 (§10 0.1): a 6 drifts, the white 1 points to the city 0518: the unit lands on
# its DZ instead; the coloured 6 gives the test losses (D1).
cmd: resolve tests/examples/data/n44-drop.csv drop unit=us-82-505 dz=0618 --tables tests/examples/data/normandie44-tables --dice 6,1 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-82-505,.*,0618,1,0," $TMP/out.csv
--- stdout
us-82-505 jumps: coloured die 6, white die 1 (§10 0.1).
The white die points to a sea or city hex: us-82-505 lands on its DZ/LZ instead (§10 0.1).
The jump's losses, at once: 0 steps, D1 (§10 0.1).
--- stderr
