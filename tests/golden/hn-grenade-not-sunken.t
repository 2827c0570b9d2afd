# A Grenade outside a sunken element goes on an intercase: a core procedure
# the battle pack does not give: exit 69.
cmd: resolve tests/examples/data/hn-ex12-grenade.csv grenade unit=t1 at=C5 --dice 1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: grenade: C5 is in no sunken element: a grenade elsewhere goes on an intercase with its blast pattern, a core rule this battle pack does not give (§1.4)
