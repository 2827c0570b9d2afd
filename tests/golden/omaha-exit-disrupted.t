# §7.7: u3 on exit hex 0916 (F) is disrupted: its only action is to remove the
# marker, so it cannot leave (leaving is read as its move, om_exit.c).
cmd: resolve tests/examples/data/omaha-exit.csv exit unit=u3 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: exit: u3 is disrupted: its only action is to remove the marker (§7.7)
