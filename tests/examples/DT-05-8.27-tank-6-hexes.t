# DT-05 (§8.11): T6 at 6 hexes, range 5: out of range.
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=A/1/16,B/1/16,T6 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: assault: T6 is 6 hexes away, beyond its printed range (§8.1, §8.11; the unit rows' 'range' column)
