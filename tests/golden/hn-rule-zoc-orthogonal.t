# zoc=orthogonal: E3 is diagonal to e on D2: not in its ZdC.
cmd: resolve tests/examples/data/hn-ex11-trench-zoc.csv mine unit=e at=E3 --rule zoc=orthogonal -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: E3 is not in e's ZdC (§3.2 minen)
