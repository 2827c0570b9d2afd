# §7.2, §7.22, ruling sector-order-unit=division: L/3/16 acts with its division's East
# sector, whose actions are finished: refused.
cmd: resolve --rule sector-order-unit=division tests/golden/data/omaha/seq-7.2-done.csv move unit=L/3/16 to=0819 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: L/3/16 acts in the East sector, whose actions are finished: the West sector acts now (all the actions of one sector before those of the other) (§7.2; ruling sector-order-unit=division)
