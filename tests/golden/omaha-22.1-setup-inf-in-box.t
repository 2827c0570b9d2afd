# §3, §22.1: only the tanks without an entry turn start in landing boxes; A/116 (due on turn 1)
# in ER2 would escape §22.1's delay of 3 turns: setup is refused, writes nothing.
cmd: resolve tests/golden/data/omaha/om-3-setup-inf-in-box.csv setup scenario=standard --seed 1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: setup: A/116 (inf) is in landing box ER2: only the tanks without an entry turn start in landing boxes, every other US unit on the turn track (§3)
