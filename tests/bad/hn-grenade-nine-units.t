# heroes: a Grenade's blast reaching nine units: odds refuse past six dice (64);
# resolve rolls the nine dice (0).
cmd: odds tests/bad/hn-grenade-nine-units.csv grenade unit=t at=C3 --tables tests/golden/data/hn-tables
status: 64
sh: "$UMPIRE" resolve tests/bad/hn-grenade-nine-units.csv grenade unit=t at=C3 --dice 1,2,3,4,5,6,1,2,3 --tables tests/golden/data/hn-tables -o $TMP/s.csv
--- stdout
--- stderr
umpire: odds: grenade rolls more than six dice; exact odds stop at 46,656 paths (umpire-heroes(7))
