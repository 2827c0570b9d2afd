# EX-11 (§1.4 zdc et tranchée): the ZdC of a unit in a trench is limited to the
# element: D2, outside, is not in it.
cmd: resolve tests/examples/data/hn-ex11-trench-zoc.csv mine unit=u at=D2 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: D2 is not in u's ZdC (§3.2 minen; §1.4 zdc et tranchée)
