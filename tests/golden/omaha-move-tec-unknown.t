# §7.3: the shipped Terrain Effects Table does not say whether infantry may enter
# a beach hex: exit 69.
cmd: resolve tests/examples/data/omaha-ex07.csv move unit=K/3/16 to=0610
status: 69
--- stdout
--- stderr
umpire: tables/omaha/terrain.csv:12:10: table omaha/terrain, row beach, column move_inf is unknown ('?') (§7.3): the rulebook does not give this value. Fill it in: edit tables/omaha/terrain.csv, or pass --tables DIR with your own copy of terrain.csv.
