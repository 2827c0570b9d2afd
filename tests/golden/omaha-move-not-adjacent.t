# §7.3: one hex.
cmd: resolve tests/examples/data/omaha-ex07.csv move unit=K/3/16 to=0910 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: move: 0910 is not adjacent to 0710 (§7.3: one hex a step)
