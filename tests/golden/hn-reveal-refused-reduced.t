# §2.3: the sight on hidden2 crosses a hedge (reduced): refused.
cmd: resolve tests/golden/data/hn-engineer.csv reveal unit=scout targets=hidden2 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: the line of sight to hidden2 is reduced, not clear (Dégagée) (§2.3 débusqueur)
