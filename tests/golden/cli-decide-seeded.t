# Play by e-mail: a seeded combat answered one decision at a time (the loss of
# two steps, then the Axis's choice to continue) ends in exactly the state the
# same order gives with every choice named at once: the answers replay the same
# seeded dice, and the draws counter moves only when the combat is over (8 dice).
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 allied_loss=2cdo-a,2cdo-b continue=yes -o $TMP/all.csv
status: 0
sh: cp fixtures/salerno43/commandos-2129.csv $TMP/one.csv && "$UMPIRE" resolve $TMP/one.csv --in-place assault from=2129 to=2228 && grep -q "^set,draws,0$" $TMP/one.csv
sh: "$UMPIRE" resolve $TMP/one.csv --in-place decide 2cdo-a && "$UMPIRE" resolve $TMP/one.csv --in-place decide 2cdo-b && grep -q "^pending,1,axis,continue,yes|no," $TMP/one.csv
sh: "$UMPIRE" resolve $TMP/one.csv --in-place decide yes && ! grep -q "pending" $TMP/one.csv && grep -q "^set,draws,8$" $TMP/one.csv
sh: cmp $TMP/one.csv $TMP/all.csv
sh: "$UMPIRE" resolve $TMP/one.csv decide yes; test $? -eq 64
