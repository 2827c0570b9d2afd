# BUG (minor): after 'decide', the new state keeps an empty '@pending,...' header row, so the
# same position is written differently depending on whether the combat paused: resolving
# the same combat directly (continue=no --dice 5,1,2,4) writes no @pending header.
# Expected: no @pending header once no pending row is left.
cmd: resolve tests/golden/data/pending-continue.csv decide no -o $TMP/out.csv
status: 0
sh: ! grep -q "^@pending" "$TMP/out.csv"
