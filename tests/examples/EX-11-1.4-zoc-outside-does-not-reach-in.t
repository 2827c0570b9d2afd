# EX-11 (§1.4 zdc et tranchée, vice-versa): e outside the trench has no ZdC
# over D3 inside it.
cmd: resolve tests/examples/data/hn-ex11-trench-zoc.csv mine unit=e at=D3 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: D3 is not in e's ZdC (§3.2 minen; §1.4 zdc et tranchée)
