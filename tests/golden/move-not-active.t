# move (§5.1): only the active player's units move.
cmd: resolve tests/golden/data/move-c.csv move unit=de-inf-x path=3431 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: the active player is allied; de-inf-x is axis (§5.1)
