# §4, §15: endturn belongs to the end of the turn (§4 VI, §15 VII): given in
# the US action phase it is refused, the turn marker stays.
cmd: resolve tests/golden/data/omaha/seq-us-action.csv endturn --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: 'endturn' is not an order of the US action phase: it belongs to the end of the turn (§4 VI, §15 VII) (§4, §15)
