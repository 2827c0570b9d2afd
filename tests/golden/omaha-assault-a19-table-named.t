# §8.26, ruling a19=table: heavy_weapon= is for the any-one reading only (usage).
cmd: resolve tests/examples/data/omaha-assault-heavy.csv assault target=1010 units=A/1/16,K/1/16 heavy_weapon=K/1/16:MG --tables tests/examples/data/omaha-tables
status: 64
--- stdout
--- stderr
umpire: assault: heavy_weapon=K/1/16:MG: with ruling a19-heavy-range-weapons=table the unit brings every weapon of the table's ranged row (BZ MG) (§8.26)
