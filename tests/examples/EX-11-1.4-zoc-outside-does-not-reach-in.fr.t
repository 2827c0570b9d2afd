# French transcript of EX-11-1.4-zoc-outside-does-not-reach-in.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex11-trench-zoc.csv mine unit=e at=D3 -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: D3 n'est pas dans la ZdC de e (§3.2 minen; §1.4 zdc et tranchée)
