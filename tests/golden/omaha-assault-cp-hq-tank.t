# §11.2, §8.1: the same attack when 16 HQ is no CP: T6 is under no command: refused.
cmd: resolve tests/examples/data/omaha-assault-cp-hq.csv assault target=1010 units=B/1/16,T6 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: assault: T6 must be adjacent to the target or to an attacking infantry unit, or be (or join infantry) under command of an HQ or General (§8.1)
