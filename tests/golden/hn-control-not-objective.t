# control of a marker that is no objective: a usage error.
cmd: resolve tests/golden/data/hn-engineer.csv control objective=m1 by=cw -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: control: no objective marker 'm1'
