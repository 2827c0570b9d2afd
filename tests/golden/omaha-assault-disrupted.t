# §7.7: a disrupted unit does not attack.
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=A/1/16,D/1/16 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: assault: D/1/16 is disrupted (§7.7)
