# Sc-A: an airplane that may crash with aviators aboard: where they go is part
# of the order.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p1 path=D5,E5,F5,G5,H5 speed=6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: move: p1 crashed with aviators aboard: give aviators=SQ,... (squares adjacent to the wreck)
