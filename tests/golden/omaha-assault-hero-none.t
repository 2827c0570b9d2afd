# §8.23: neither B/1/16 nor C/1/16 has a hero: refused, nothing written.
cmd: resolve tests/examples/data/omaha-assault-hero.csv assault target=1010 units=B/1/16,C/1/16 hero=strength --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: assault: hero=strength: no attacker from an adjacent hex has a hero marker (an Inspired one gives no joker) (§8.23, §11.13, §11.15)
