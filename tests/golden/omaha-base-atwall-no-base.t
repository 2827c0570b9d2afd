# §19.3: without the base, the AT wall stops infantry (TEST DATA move_inf=no).
cmd: resolve tests/examples/data/omaha-base-move-none.csv move unit=N/3/16 to=0910 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: move: N/3/16 may not cross the atwall hexside 0810/0910 with a move (terrain effects table, §7.3)
