# EX-10 (§1.4 tranchées): entering a trench without its access interrupts the
# Move action: v stops on C1.
cmd: resolve tests/examples/data/hn-ex10-trench-move.csv move unit=v path=C1 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,v,cw,rifles,C1,front,activated," $TMP/s.csv
--- stdout
Line t1 (+A2-+D2): Passage difficile: v must stop on C1 (§1.4 tranchées).
v moves to C1 (core 3.2.1).
--- stderr
