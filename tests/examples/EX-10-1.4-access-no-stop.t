# EX-10 (§1.4 tranchées): across the dashed line with a blue arrow (F1/s) w
# enters T2 without stopping and goes on to G1.
cmd: resolve tests/examples/data/hn-ex10-trench-move.csv move unit=w path=F1,G1 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,w,cw,rifles,G1,front,activated," $TMP/s.csv
--- stdout
w crosses t2's access into F1: no stop (§1.4 tranchées).
w moves to G1 (core 3.2.1).
--- stderr
