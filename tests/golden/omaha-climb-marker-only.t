# §7.4: a unit with a Climb marker may only remove it.
cmd: resolve tests/examples/data/omaha-climb-marker.csv climb unit=K/3/16 to=0610 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: climb: K/3/16 holds a Climb marker: its only action is to remove it (rally, §7.4)
