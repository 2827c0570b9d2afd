# §7.32: an HQ may not infiltrate alone.
cmd: resolve tests/examples/data/omaha-ex07.csv move unit=16HQ to=0711 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: move: HQs and Generals may not infiltrate alone (§7.32)
