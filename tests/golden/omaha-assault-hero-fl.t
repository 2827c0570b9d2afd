# §8.23: the joker weapon cannot be FL.
cmd: resolve tests/examples/data/omaha-assault-hero.csv assault target=1010 units=A/1/16,B/1/16 hero=FL --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 64
--- stdout
--- stderr
umpire: assault: hero=FL: the joker is 'strength' or one weapon other than FL, e.g. hero=DEMO (§8.23)
