# umpire check accepts the rows of the count: @draw, @exited, set,kg_meyer, garrison.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: check tests/examples/data/omaha-vp-final-garrison.csv
status: 0
--- stdout
tests/examples/data/omaha-vp-final-garrison.csv: valid omaha state
--- stderr
