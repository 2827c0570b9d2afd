# §19.3, §20.3: a second base placed in 0712 (range 0) covers none of draw D1's anti-tank
# ditches: no draw is written cleared.
cmd: resolve tests/examples/data/omaha-base-draws.csv base div=1 hex=0712 action=place --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'draw,D1,0810 0811,0910 0911,0' $TMP/s.csv && grep -qx 'draw,D2,0912,0912,0' $TMP/s.csv
--- stdout
An engineer base of the 1st Division in 0712: range 0 (§19.1).
--- stderr
