# §8.3: the shipped Weapons Table does not give full-strength infantry's weapons.
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=A/1/16,B/1/16
status: 69
--- stdout
--- stderr
umpire: tables/omaha/weapons.csv:5:3: table omaha/weapons, row inf-full, column weapons is unknown ('?') (§8.2): the rulebook does not give this value. Fill it in: edit tables/omaha/weapons.csv, or pass --tables DIR with your own copy of weapons.csv.
