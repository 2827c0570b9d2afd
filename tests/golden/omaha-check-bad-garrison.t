# umpire check: a position's garrison is 0 or 1.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: check tests/examples/data/omaha-vp-bad-garrison.csv
status: 65
--- stdout
--- stderr
umpire: tests/examples/data/omaha-vp-bad-garrison.csv:52:7: garrison '2' is not 0 or 1
