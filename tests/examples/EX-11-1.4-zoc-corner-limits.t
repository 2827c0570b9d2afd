# EX-11 (§1.4 zdc et tranchée A): the corner drawn over +D4 cuts D4 off u's
# ZdC.
cmd: resolve tests/examples/data/hn-ex11-trench-zoc.csv mine unit=u at=D4 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: D4 is not in u's ZdC (§3.2 minen; §1.4 zdc et tranchée)
