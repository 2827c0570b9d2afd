# §22.1 widens the infantry's safety move only: the tank T1 (stuck on the beach before turn 17, §7.3) is refused whatever.
cmd: resolve tests/examples/data/omaha-safety-22.1.csv move unit=T1 to=0709 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: move: T1 (tank) is stuck on the beach until turn 16 (§7.3)
