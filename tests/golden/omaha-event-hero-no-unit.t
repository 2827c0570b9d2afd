# §11.11: the player must name the unit.
cmd: resolve tests/examples/data/omaha-ev.csv event --card 'event=1-16/none,17-31/hero-1' -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: event: a hero marker goes on a unit of the 1st Division of your choice: name it with unit=ID (§11.11)
