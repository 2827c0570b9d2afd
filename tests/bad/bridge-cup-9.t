# bridge demolish with set,bridge_cup 0;9 (§20.11: values 0 to 3), resolved
# without `check`: the unreadable cup was taken for an empty one and the order
# refused with §20.27 (1); now bad data at its line (65), nothing written.
cmd: resolve tests/bad/bridge-cup-9.csv bridge action=demolish id=b-4452 unit=de-pio-2 --dice 1 -o $TMP/out.csv
status: 65
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: tests/bad/bridge-cup-9.csv:4:3: bridge_cup is not a ';' list of at most 64 values 0 to 3 (§20.11)
