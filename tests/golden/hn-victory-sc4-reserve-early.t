# Sc-4: 'à la fin de n'importe quelle Phase de Réserve si un des deux joueurs a
# rempli ses conditions de victoire': the German holds 2 of 3 Secondaries in turn 3,
# and the game ends with a German victory though its length is unknown.
cmd: resolve tests/golden/data/hn-sc4-reserve.csv victory -o $TMP/s.csv
status: 0
sh: grep -q "^set,result,de$" $TMP/s.csv
--- stdout
A side has fulfilled its victory conditions in this Reserve phase: the game ends at its end (Sc-4).
German victory (Sc-4 victoire).
--- stderr
