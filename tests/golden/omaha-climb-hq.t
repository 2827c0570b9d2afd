# §7.4: HQs cross a bluff with the move order, not a climb.
cmd: resolve tests/examples/data/omaha-ex07-bluff.csv climb unit=16HQ to=0610 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: climb: only infantry climbs (§7.4, §7.5); HQs and Generals cross a bluff with the move order
