# umpire check: an @exited row's exit is a letter A to G (§2.1).
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: check tests/examples/data/omaha-vp-bad-exit-letter.csv
status: 65
--- stdout
--- stderr
umpire: tests/examples/data/omaha-vp-bad-exit-letter.csv:72:3: exit 'H' is not a letter A to G (§2.1)
