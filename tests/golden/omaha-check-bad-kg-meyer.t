# umpire check: the KG Meyer box holds 0 to 8 units (§9.5).
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: check tests/examples/data/omaha-vp-bad-kg-meyer.csv
status: 65
--- stdout
--- stderr
umpire: tests/examples/data/omaha-vp-bad-kg-meyer.csv:7:3: set,kg_meyer,9 is not 0 to 8 (§9.5)
