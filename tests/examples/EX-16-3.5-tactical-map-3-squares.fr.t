# French transcript of EX-16-3.5-tactical-map-3-squares.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex16-checks.csv move unit=at3 path=G3,H3,I3 map=capt --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,capt,cw,captain,C3,front,,map=2$" $TMP/s.csv
--- stdout
Ligne wire (+H1-+H9) : Passage difficile ignoré (Carte Tactique) (§3.5 tactical map).
at3 se déplace en I3 (core 3.2.1).
capt défausse un marqueur Carte Tactique (§3.5 tactical map).
--- stderr
