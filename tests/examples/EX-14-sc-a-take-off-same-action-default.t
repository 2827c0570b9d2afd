# EX-14 and digest A27: p5 at Speed 4 turns its marker to 6 at the start of
# its move: by default (takeoff-same-action=no) it may not take off in that
# action.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p5 speed=6 path=D13,E13,F13,G13,H13,I13 takeoff=yes --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: p5 may take off only if its Speed marker shows 6 at the start of its move (ruling takeoff-same-action) (Sc-A)
