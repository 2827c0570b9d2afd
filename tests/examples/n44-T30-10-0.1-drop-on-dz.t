# T30 (§10 0.1): an adjusted coloured die of 5 lands the unit on its DZ; the white die is
# ignored.
cmd: resolve tests/examples/data/n44-drop.csv drop unit=us-82-505 dz=0618 --tables tests/examples/data/normandie44-tables --dice 5,1 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-82-505,.*,0618,0,0,elite;para-foot" $TMP/out.csv
--- stdout
us-82-505 jumps: coloured die 5, white die 1 (§10 0.1).
The jump succeeds: us-82-505 lands on its DZ/LZ 0618; the white die is ignored (§10 0.1).
--- stderr
