# §7.3: a tank stays on the beach until turn 16.
cmd: resolve tests/examples/data/omaha-ex07.csv move unit=T1 to=0709 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: move: T1 (tank) is stuck on the beach until turn 16 (§7.3)
