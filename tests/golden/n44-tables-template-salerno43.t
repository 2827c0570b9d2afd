# --template works for any game with '?' cells (here Salerno 1943).
cmd: tables salerno43 --template $TMP/charts
status: 0
sh: $UMPIRE check --tables $TMP/charts
