# §3.5 tactical map: the captain, 1 square away, discards a Carte Tactique: brit
# ignores the wire's Passage difficile and goes on to E2.
cmd: resolve tests/golden/data/hn-move.csv move unit=brit path=C2,D2,E2 map=capt --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,capt,cw,captain,C3,front,,map=2$" $TMP/s.csv
sh: grep -q "^unit,brit,cw,rifles,E2,front,activated,$" $TMP/s.csv
--- stdout
Line h1 (+E1-+E3): Passage difficile ignored (Carte Tactique) (§3.5 tactical map).
brit moves to E2 (core 3.2.1).
capt discards a Carte Tactique marker (§3.5 tactical map).
--- stderr
