# heroes: found by fuzz_heroes: a Grenade reaching five dug-in units: exact odds
# over 7,776 paths, 32 outcomes, the p column summing to 1 (0).
cmd: odds tests/bad/hn-grenade-five-units.csv grenade unit=t1 at=C2 --format csv --tables tests/golden/data/hn-tables
status: 0
sh: test "$("$UMPIRE" odds tests/bad/hn-grenade-five-units.csv grenade unit=t1 at=C2 --format csv --tables tests/golden/data/hn-tables | wc -l)" = 33
