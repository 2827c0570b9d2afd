# §5.13: the option drifts 1 to 4 boxes.
cmd: resolve tests/examples/data/omaha-ranger-4.csv land sector=west --tables tests/examples/data/omaha-tables --card 1:landing=A,A,A ranger=C/5R:5
status: 1
--- stdout
--- stderr
umpire: ranger=C/5R:5: the Ranger option drifts 1 to 4 boxes east (§5.13)
