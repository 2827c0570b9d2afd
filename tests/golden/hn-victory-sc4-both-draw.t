# Sc-4: both sides fulfil their conditions in the same Reserve phase: the game ends
# and 'Nul : Tout autre résultat est un match nul' (digest 11.4).
cmd: resolve tests/golden/data/hn-sc4-reserve-both.csv victory -o $TMP/s.csv
status: 0
sh: grep -q "^set,result,draw$" $TMP/s.csv
--- stdout
A side has fulfilled its victory conditions in this Reserve phase: the game ends at its end (Sc-4).
A draw (Nul: any other result) (Sc-4 victoire).
--- stderr
