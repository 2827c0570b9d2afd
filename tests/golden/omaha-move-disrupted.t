# §7.7: a disrupted unit cannot move.
cmd: resolve tests/examples/data/omaha-ex07.csv move unit=D/1/16 to=0610 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: move: D/1/16 is disrupted: its only action is to remove the marker (§7.7)
