# §7.1, §3: whether the Mulberry is in German ZOC depends on the 352nd, whose stacking
# value is '?': exit 69, nothing written.
cmd: resolve tests/golden/data/n44-ports-pe.csv turn --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 69
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: the zone of control around 0714 depends on a unit whose stacking value is '?' (§3: units of 1 PE or more exert one): fill in the counters
