# §9.21: drawn=mb1 names a building marker, not one of the WN pool g60 draws from: refused.
cmd: resolve tests/examples/data/omaha-depth.csv event --card 'event=1-16/none,17-31/depth' drawn=mb1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: drawn=mb1: not a counter of the depth marker for g60 from the wn pool (2 there) (§9.21)
