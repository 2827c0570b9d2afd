# Ruling air-group=refill (A16): refilling the group from below is not implemented; with
# a unit below the group the order is refused, naming the ruling, and writes nothing.
cmd: resolve tests/golden/data/ruling-air-group.csv bombard kind=air value=2 at=3132 --dice 1,2,3,1,2,6 --tables tests/examples/data/tables-e10 --rule air-group=refill -o $TMP/o.csv
status: 1
sh: ! test -e $TMP/o.csv
--- stdout
--- stderr
umpire: bombard: ruling air-group=refill (the group refilled from below after each immobilized unit) is not implemented, and 3132 holds units below the group of 3 companies; use the default air-group=fixed (§16.31, §16.34; A16)
