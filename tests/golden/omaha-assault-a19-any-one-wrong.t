# §8.26, ruling a19=any-one: the weapon named must be on the table's ranged row.
cmd: resolve tests/examples/data/omaha-assault-heavy.csv assault target=1010 units=A/1/16,K/1/16 heavy_weapon=K/1/16:DEMO --rule a19-heavy-range-weapons=any-one --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: assault: heavy_weapon=K/1/16:DEMO: the Weapons Table gives K/1/16 at range only BZ MG (§8.26)
