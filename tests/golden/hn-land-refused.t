# land: no landing in this battle pack.
cmd: resolve tests/golden/data/hn-fire.csv land -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: this battle pack has no landing: units come in by the arrow squares (move enter=SQ) or deploy in their zone (place) (digest §4.5)
