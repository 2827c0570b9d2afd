# §1.1.1.1: no storm test in a turn that is not overcast from an unmodified 6.
cmd: resolve tests/examples/data/n44-t16.csv storm --tables tests/examples/data/normandie44-tables --dice 5 --rule sequence=off
status: 1
--- stdout
--- stderr
umpire: no storm test: the turn is not overcast from an unmodified 6 (§1.1.1.1)
