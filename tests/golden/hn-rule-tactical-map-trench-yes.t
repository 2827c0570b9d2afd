# §3.5, A13: the Carte Tactique also spares the trench's stop: rifle enters the
# trench on B10 and goes on to C10 (tactical-map-trench=yes).
cmd: resolve tests/golden/data/hn-rulings.csv move unit=rifle path=B10,C10 map=capt --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,rifle,cw,rifles,C10,front,activated,$" $TMP/s.csv
--- stdout
Line tr (+A11-+E11): Passage difficile ignored (Carte Tactique) (§3.5 tactical map).
rifle moves to C10 (core 3.2.1).
capt discards a Carte Tactique marker (§3.5 tactical map).
--- stderr
