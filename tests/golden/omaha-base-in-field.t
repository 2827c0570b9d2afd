# §19.2: the base's hex is in a German field of fire: its range does not grow.
cmd: resolve tests/examples/data/omaha-base-field.csv base div=1 hex=0711 action=advance --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: base: 0711 is in the field of fire of WN66: its range does not grow (§19.2)
