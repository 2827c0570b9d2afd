# §2.1, §20.3: u2 in 0615 is on no lettered exit hex: refused, nothing written.
cmd: resolve tests/examples/data/omaha-exit.csv exit unit=u2 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: exit: u2 in 0615 is not on a lettered exit hex (§2.1, §20.3)
