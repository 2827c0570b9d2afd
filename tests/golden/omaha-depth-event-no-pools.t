# §9.21: a state without marker rows has no pools: the depth event stops with exit 69.
cmd: resolve tests/examples/data/omaha-ev.csv event --card 'event=1-16/none,17-31/depth' --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: event any: the depth-marker pools are not in the state (marker rows at box-wn, box-building, box-mobile; §9.21, §3: 9 WN, 8 building, 20 mobile at the start)
