# French transcript of EX-11-1.4-zoc-limited-to-element.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex11-trench-zoc.csv mine unit=u at=D2 -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: D2 n'est pas dans la ZdC de u (§3.2 minen; §1.4 zdc et tranchée)
