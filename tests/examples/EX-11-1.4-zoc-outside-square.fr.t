# French transcript of EX-11-1.4-zoc-outside-square.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex11-trench-zoc.csv mine unit=e at=E3 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^marker,m1,mine,E3,de,$" $TMP/s.csv
--- stdout
e place un marqueur Mine sur E3, au lieu d'une Action de Mouvement ou de Tir : toute Unité, amie ou ennemie, qui la traverse ou s'y arrête subit une attaque (§3.2 minen).
--- stderr
