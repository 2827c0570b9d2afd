# EX-07 (§1.1 Lignes pt.6, '1 2 STOP'): u crosses the Passage difficile into
# C1 and stops there, after 2 squares of its 4.
cmd: resolve tests/examples/data/hn-ex07-line-move.csv move unit=u path=B1,C1 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,u,cw,rifles,C1,front,activated," $TMP/s.csv
--- stdout
Line wire (+C1-+C5): Passage difficile: u must stop on C1 (§1.1 Lignes pt.6).
u moves to C1 (core 3.2.1).
--- stderr
