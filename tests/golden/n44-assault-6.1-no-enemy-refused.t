# §6.1: an attack is against a hex holding enemy units.
cmd: resolve tests/examples/data/n44-e5.csv assault hq=us-vii att=us-4-8 to=0913 --tables tests/examples/data/normandie44-tables --dice 1
status: 1
--- stdout
--- stderr
umpire: 0913 holds no enemy unit to attack (§6.1)
