# heroes: a Grenade's blast reaching nine units: odds refuse past six dice (64);
# resolve rolls the nine dice (0).
cmd: odds tests/bad/hn-grenade-nine-units.csv grenade unit=t at=C3 --tables tests/golden/data/hn-tables
status: 64
sh: "$UMPIRE" resolve tests/bad/hn-grenade-nine-units.csv grenade unit=t at=C3 --dice 1,2,3,4,5,6,1,2,3 --tables tests/golden/data/hn-tables -o $TMP/s.csv
--- stdout
--- stderr
umpire: C3 is 3 squares away: 2 at most (core (grenade range))
