# A20, debusqueur-action=no: revealing does not use the scout's action.
cmd: resolve tests/golden/data/hn-engineer.csv reveal unit=scout targets=hidden --rule debusqueur-action=no -o $TMP/s.csv
status: 0
sh: grep -q "^unit,scout,cw,scouts,B8,front,order=2,$" $TMP/s.csv
--- stdout
Ruling debusqueur-action=no applies (the default is yes) (§2.3 débusqueur; A20).
scout reveals hidden (clear line of sight) (§2.3 débusqueur).
--- stderr
