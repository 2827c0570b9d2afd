# §5.13: the option is for Ranger infantry only.
cmd: resolve tests/examples/data/omaha-ranger-4.csv land sector=west --tables tests/examples/data/omaha-tables --card 1:landing=A,A,A ranger=D/1/116:1
status: 1
--- stdout
--- stderr
umpire: ranger=D/1/116: only Ranger infantry may drift by choice, from turn 4 (§5.13)
