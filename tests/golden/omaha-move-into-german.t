# §7.31: no US unit enters a hex held by a German unit.
cmd: resolve tests/examples/data/omaha-ex07.csv move unit=16HQ to=0810 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: move: 0810 is held by a German unit (§7.31)
