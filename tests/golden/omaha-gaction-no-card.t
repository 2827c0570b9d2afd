# §16: the west sector has no fire card on this turn's track: refused, nothing written.
cmd: resolve tests/examples/data/omaha-ex12-order.csv german-action sector=west -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: german-action: no west fire card on this turn's track (§16)
