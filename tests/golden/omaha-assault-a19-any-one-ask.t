# §8.26, ruling a19=any-one: the ranged row lists BZ MG: the player names the one weapon.
cmd: resolve tests/examples/data/omaha-assault-heavy.csv assault target=1010 units=A/1/16,K/1/16 --rule a19-heavy-range-weapons=any-one --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: assault: K/1/16, heavy infantry at range, brings one of its weapons BZ MG (§8.26, ruling a19-heavy-range-weapons=any-one): name it with heavy_weapon=K/1/16:WEAPON
