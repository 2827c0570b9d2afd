# verify --since OLD checks that a journal extends the one its reader already
# holds: every row of OLD, unchanged, at the start of the new one. A rewritten
# history (here the first turn replayed with another key, all chains recomputed:
# the chain alone cannot tell) or a journal cut short is named (exit 1).
cmd: games
sh: bash tests/golden/data/pbem-game.sh $TMP && cp $TMP/j.csv $TMP/old.csv
sh: "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv supply side=allied >/dev/null && "$UMPIRE" verify $TMP/j.csv $TMP/g.csv --since $TMP/old.csv > $TMP/o && grep -q "^extends $TMP/old.csv (rows 0-2 unchanged)$" $TMP/o
sh: cp $TMP/g0.csv $TMP/h.csv && "$UMPIRE" resolve $TMP/h.csv --orders $TMP/turn.txt --key another-key --in-place --journal $TMP/hj.csv --pbem >/dev/null && "$UMPIRE" verify $TMP/hj.csv --since $TMP/old.csv 2>$TMP/e; test $? -eq 1 && grep -q "hj.csv:[0-9]*: row 1: not the row 1 of $TMP/old.csv, which you hold: the history was rewritten" $TMP/e
sh: "$UMPIRE" verify $TMP/old.csv --since $TMP/j.csv 2>$TMP/e; test $? -eq 1 && grep -q "old.csv has 3 rows, fewer than the 4 of $TMP/j.csv, which you hold" $TMP/e
# the mode taken out of the first row (a forger turning a game by e-mail into a
# plain one, to play a --seed of his choice): the journal alone verifies, and
# says where its dice came from; against the journal Bruno holds, it is named
sh: "$UMPIRE" new salerno43 commandos-2129 -o $TMP/m.csv --journal $TMP/mj.csv >/dev/null && cp $TMP/mj.csv $TMP/mj0.csv && python3 tests/golden/data/pbem-tool.py chance $TMP/mj.csv 0 mode > $TMP/mx.csv && "$UMPIRE" resolve $TMP/m.csv --in-place --journal $TMP/mx.csv --seed f assault from=2129 to=2228 loss=top policy=never >/dev/null && "$UMPIRE" verify $TMP/mx.csv $TMP/m.csv | grep -q "^allied: 1 order; 8 dice from a --seed of his choice$"
sh: "$UMPIRE" verify $TMP/mx.csv $TMP/m.csv --since $TMP/mj0.csv 2>$TMP/e; test $? -eq 1 && grep -q "mx.csv:3: row 0: not the row 0 of $TMP/mj0.csv, which you hold: the history was rewritten" $TMP/e
