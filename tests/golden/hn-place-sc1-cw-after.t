# Sc-1: the CW deploys after the German: cdn goes on A2 though ger is not placed
# (a unit may stay off the board, e.g. reinforcements).
cmd: resolve tests/golden/data/hn-setup-sc1.csv place what=cdn at=A2 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,cdn,cw,rifles,A2,front,,$" $TMP/s.csv
--- stdout
cdn is placed on A2 (scenario préparation).
--- stderr
