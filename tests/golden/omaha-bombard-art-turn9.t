# §17.3: artillery barrages only in the extended game.
cmd: resolve tests/examples/data/omaha-barrage-art9.csv bombard type=art unit=A1 target=0810 observer=K/3/16 --tables tests/examples/data/omaha-tables --card '1:fire=orange,red,blue;target=1'
status: 1
--- stdout
--- stderr
umpire: bombard: artillery barrages from turn 17 (§17.3)
