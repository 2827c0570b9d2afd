# §19.3: a garrison goes on a position in an engineer base's range; no base in
# 0712, so the order is refused, naming the section, and writes nothing.
cmd: resolve tests/examples/data/omaha-base-0.csv base div=1 hex=0712 action=garrison position=R1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: base: no engineer base in 0712: a garrison goes in a base's range (§19.3)
