# §3.5 tactical map: the Carte Tactique serves the character's move or 'une de
# vos Unités': the German Panzerpionier cannot use the CW captain's.
cmd: resolve tests/golden/data/hn-move.csv move unit=pio path=H6 map=capt --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: ! test -e $TMP/s.csv
--- stdout
--- stderr
umpire: the Carte Tactique serves the move of the character or of "une de vos Unités": pio is not capt's (§3.5 tactical map)
