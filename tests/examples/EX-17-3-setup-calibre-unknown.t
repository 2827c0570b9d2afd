# EX-17 (§3): the rulebook does not print the counters; a WN unit whose calibre
# is `?` cannot be sorted into the 88 / artillery / rocket / other draws: exit
# 69 naming the row and column, nothing written.
cmd: resolve tests/examples/data/omaha-setup-unknown.csv setup scenario=standard --seed 1 -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/examples/data/omaha-setup-unknown.csv:74: column calibre of WN unit g88-1 is unknown (§3): the rulebook does not print the counters. Fill it in from the counter (88, rocket, another calibre, or empty)
