# EX-16 (§3.5 tactical map): at3, 3 squares from the captain, ignores the
# wire's Passage difficile with his Carte Tactique.
cmd: resolve tests/examples/data/hn-ex16-checks.csv move unit=at3 path=G3,H3,I3 map=capt --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,capt,cw,captain,C3,front,,map=2$" $TMP/s.csv
--- stdout
Line wire (+H1-+H9): Passage difficile ignored (Carte Tactique) (§3.5 tactical map).
at3 moves to I3 (core 3.2.1).
capt discards a Carte Tactique marker (§3.5 tactical map).
--- stderr
