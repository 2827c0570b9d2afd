# EX-17 (§3): refused: an 88 already stands on WN 61; the set-up starts with
# every WN unit in the WN pool.
cmd: resolve tests/examples/data/omaha-setup-done.csv setup scenario=standard --seed 1 -o $TMP/s.csv
status: 1
--- stdout
--- stderr
umpire: setup: WN unit g88-1 is already on the map (WN61): the set-up starts with every WN unit in its pool (§3, §21.1)
