# §7.4: infantry crosses a bluff with the climb action, not a move.
cmd: resolve tests/examples/data/omaha-ex07-bluff.csv move unit=K/3/16 to=0610 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: move: K/3/16 may not cross the bluff hexside 0710/0610 with a move: it needs climb-bluff (terrain effects table, §7.3)
