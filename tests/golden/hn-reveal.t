# §2.3 débusqueur: activated by a numbered Order token, the scout reveals the
# ambushed unit it has a clear sight on.
cmd: resolve tests/golden/data/hn-engineer.csv reveal unit=scout targets=hidden -o $TMP/s.csv
status: 0
sh: grep -q "^unit,hidden,de,rifles,F8,front,,$" $TMP/s.csv
--- stdout
scout reveals hidden (clear line of sight) (§2.3 débusqueur).
--- stderr
