# counterattack (§10.3): the Allied player may not declare one before the night
# of the 14th: refused, nothing written.
cmd: resolve tests/golden/data/s43-turn.csv counterattack side=allied -o $TMP/o.csv
status: 1
sh: test ! -e $TMP/o.csv
--- stdout
--- stderr
umpire: counterattack: the Allied player may not declare a counterattack before the night of 14 September (the turn is 11-night) (§10.3)
