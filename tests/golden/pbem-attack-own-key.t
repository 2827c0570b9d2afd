# Issue 13, attack 1: the mover resolves his turn with a key of his own choosing
# instead of the opponent's, and the man page's only check (grep commit=) passed.
# Bruno's ledger holds the key he sent: verify --ledger names the row.
# Also: a turn whose commitment Bruno never received, and a commitment Bruno
# received and keyed that Anne never played (she saw its dice, committed again).
cmd: games
sh: bash tests/golden/data/pbem-game.sh $TMP && "$UMPIRE" new salerno43 commandos-2129 -o $TMP/n0.csv --journal $TMP/j0.csv
sh: cp $TMP/g0.csv $TMP/h.csv && "$UMPIRE" resolve $TMP/h.csv --orders $TMP/turn.txt --key anne-own-key --in-place --journal $TMP/hj.csv --pbem >/dev/null
sh: grep -q "commit=$(cat $TMP/commit)" $TMP/hj.csv
sh: "$UMPIRE" verify $TMP/hj.csv $TMP/h.csv --ledger $TMP/bruno.ledger 2>$TMP/e; test $? -eq 1 && grep -q "hj.csv:[0-9]*: row 1: the turn committed as $(head -c 12 $TMP/commit)[0-9a-f]* was keyed by 'anne-own-key', not by the key you sent ($(cat $TMP/key))" $TMP/e
sh: "$UMPIRE" verify $TMP/j.csv $TMP/g.csv --ledger $TMP/bruno.ledger | grep -q "^ledger $TMP/bruno.ledger: 1 committed turn received, keyed and played in order"
# a commitment Bruno never received
sh: cp $TMP/g0.csv $TMP/n.csv && echo "assault from=4211 to=4111 policy=always loss=top" > $TMP/other.txt && "$UMPIRE" commit $TMP/n.csv $TMP/other.txt >/dev/null && "$UMPIRE" resolve $TMP/n.csv --orders $TMP/other.txt --key $(cat $TMP/key) --in-place --journal $TMP/nj.csv --pbem >/dev/null
sh: "$UMPIRE" verify $TMP/nj.csv --ledger $TMP/bruno.ledger 2>$TMP/e; test $? -eq 1 && grep -q "row 1: the turn committed as [0-9a-f]* is not in $TMP/bruno.ledger: you never received it" $TMP/e
# Anne keyed a first commitment, then committed again; Bruno's ledger shows it
sh: cp $TMP/g0.csv $TMP/m.csv && "$UMPIRE" commit $TMP/m.csv $TMP/other.txt > $TMP/c1 && "$UMPIRE" key --ledger $TMP/b2.ledger $(cat $TMP/c1) >/dev/null && cp $TMP/turn.txt $TMP/t2.txt && "$UMPIRE" commit $TMP/m.csv $TMP/t2.txt > $TMP/c2 && "$UMPIRE" resolve $TMP/m.csv --orders $TMP/t2.txt --key $("$UMPIRE" key --ledger $TMP/b2.ledger $(cat $TMP/c2)) --in-place --journal $TMP/mj.csv --pbem >/dev/null
sh: "$UMPIRE" verify $TMP/mj.csv --ledger $TMP/b2.ledger 2>$TMP/e; test $? -eq 1 && grep -q "b2.ledger:2: you sent a key for $(head -c 12 $TMP/c1)[0-9a-f]*, which was never played: the mover saw its dice and committed again" $TMP/e
# a commitment keyed and not played yet (or never: a mover who saw the dice and
# stopped) is counted as such while no later turn is played
sh: "$UMPIRE" key --ledger $TMP/b3.ledger $(cat $TMP/c1) >/dev/null && "$UMPIRE" verify $TMP/j0.csv --ledger $TMP/b3.ledger | grep -q "^ledger $TMP/b3.ledger: 0 committed turns received, keyed and played in order; 0 of yours; 1 received, not yet played$"
