# §19.3: without the base, the AT ditch 0811/0911 stops the tank (terrain effects table, TEST DATA move_other=no).
cmd: resolve tests/examples/data/omaha-base-move-none.csv move unit=T1 via=0811 to=0911 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: move: T1 may not cross the atditch hexside 0811/0911 with a move (terrain effects table, §7.3)
