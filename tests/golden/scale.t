# Scale (data/scale.py): checking and resolving on a state of 100,000 units, and
# a batch of 20,000 orders, take less than 25 times as long as a tenth of them
# (10 is linear, 100 quadratic): a guard against quadratic work.
cmd: games
status: 0
sh: python3 tests/golden/data/scale.py
