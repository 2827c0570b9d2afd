# §6.7: only the units that took part advance, into the hexes the defender left.
cmd: resolve tests/golden/data/n44-advance.csv advance units=us-4-8 path=0714 --tables tests/examples/data/normandie44-tables
status: 1
--- stdout
--- stderr
umpire: 0714 is not a hex the defender left (0713;0613) (§6.7)
