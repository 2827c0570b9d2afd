# EX-10 (§1.4 tranchées, '1 2 3 4'): from trench T1 to trench T2 through the
# two passages, u goes C1, D1, E1, F1 in one Move action.
cmd: resolve tests/examples/data/hn-ex10-trench-move.csv move unit=u path=C1,D1,E1,F1 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,u,cw,rifles,F1,front,activated," $TMP/s.csv
--- stdout
u moves to F1 (core 3.2.1).
--- stderr
