# French transcript of EX-11-1.4-zoc-same-trench.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex11-trench-zoc.csv mine unit=u at=D3 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^marker,m1,mine,D3,cw,$" $TMP/s.csv
--- stdout
u place un marqueur Mine sur D3, au lieu d'une Action de Mouvement ou de Tir : toute Unité, amie ou ennemie, qui la traverse ou s'y arrête subit une attaque (§3.2 minen).
--- stderr
