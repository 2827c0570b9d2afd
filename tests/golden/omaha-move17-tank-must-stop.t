# §17.2, ruling a37-road-stop=any-occupied: T1 must stop on entering 1013 (intense field of occupied P1).
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17.csv move unit=T1 via=1011,1012,1013 to=1014 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
--- stdout
--- stderr
umpire: move: T1 must stop on entering 1013, in the intense field of a German-occupied position (§17.2; ruling a37-road-stop)
