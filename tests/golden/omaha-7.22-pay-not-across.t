# §7.22: K/3/16 (1st) stands in the East sector: it has not crossed the line, the 29th cannot
# pay for it: refused, nothing written.
cmd: resolve tests/examples/data/omaha-actions-pay.csv move unit=K/3/16 to=0816 pay=29 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: pay=29: K/3/16 has not crossed the sector line: only its own division, the 1st, pays for its action (§7.22)
