# French transcript of EX-10-1.4-corner-restricts.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex10-trench-move.csv move unit=x path=C5 -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: le pas vers C5 coupe le coin de t3 en +C5 : les coins de Tranchée restreignent les mouvements (§1.4 tranchées A)
