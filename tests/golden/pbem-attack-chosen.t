# Issue 13, attack 3: verify accepted dice the mover chose. In play by e-mail (a
# mode recorded in the journal's first row: `new --journal`, or `resolve
# --journal NEW --pbem`), resolve refuses, before anything is written, an order
# typed with --dice, --seed (a seed picked after trying a to f) or --rule, and
# one rolling the state's seeded dice, which the mover could compute before
# choosing it; a hand-made journal holding such rows (a plain journal given the
# mode and rechained) is refused by verify, naming the row. Outside that mode,
# verify says where each die came from.
cmd: new salerno43 commandos-2129 -o $TMP/g.csv --journal $TMP/j.csv
status: 0
sh: head -3 $TMP/j.csv | tail -1 | grep -q '^0,,start,mode=pbem,[0-9a-f]\{64\},[0-9a-f]\{64\},"umpire-state,1,salerno43$'
sh: cp $TMP/g.csv $TMP/g0.csv && cp $TMP/j.csv $TMP/j0.csv
sh: "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv --dice 6,6,1,1 assault from=2129 to=2228 loss=top policy=never 2>$TMP/e; test $? -eq 64 && grep -q "play by e-mail: --dice chooses the dice" $TMP/e && cmp $TMP/g.csv $TMP/g0.csv && cmp $TMP/j.csv $TMP/j0.csv
sh: "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv --seed f assault from=2129 to=2228 loss=top policy=never 2>$TMP/e; test $? -eq 64 && grep -q "play by e-mail: --seed chooses the dice" $TMP/e && cmp $TMP/g.csv $TMP/g0.csv && cmp $TMP/j.csv $TMP/j0.csv
sh: "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv --rule cp-fortified=marker-only assault from=2129 to=2228 loss=top policy=never 2>$TMP/e; test $? -eq 64 && grep -q "play by e-mail: --rule changes a ruling" $TMP/e && cmp $TMP/g.csv $TMP/g0.csv && cmp $TMP/j.csv $TMP/j0.csv
sh: "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv assault from=2129 to=2228 loss=top policy=never 2>$TMP/e; test $? -eq 1 && grep -q "play by e-mail: 'assault from=2129 to=2228 loss=top policy=never' rolls dice from the state's seed, which its mover could compute in advance: put it in a committed turn" $TMP/e && cmp $TMP/g.csv $TMP/g0.csv && cmp $TMP/j.csv $TMP/j0.csv
# the same rows made by hand: a plain journal, given the mode
sh: cp fixtures/salerno43/commandos-2129.csv $TMP/p.csv && "$UMPIRE" resolve $TMP/p.csv --in-place --journal $TMP/pj.csv --seed f assault from=2129 to=2228 loss=top policy=never >/dev/null && python3 tests/golden/data/pbem-tool.py chance $TMP/pj.csv 0 mode pbem > $TMP/x.csv && "$UMPIRE" verify $TMP/x.csv 2>$TMP/e; test $? -eq 1 && grep -q "x.csv:[0-9]*: row 1: play by e-mail: the dice of 'assault from=2129 to=2228 loss=top policy=never' were chosen with --seed f" $TMP/e
sh: cp fixtures/salerno43/commandos-2129.csv $TMP/q.csv && "$UMPIRE" resolve $TMP/q.csv --in-place --journal $TMP/qj.csv --dice 6,6,1,1 assault from=2129 to=2228 loss=top policy=never >/dev/null && python3 tests/golden/data/pbem-tool.py chance $TMP/qj.csv 0 mode pbem > $TMP/x.csv && "$UMPIRE" verify $TMP/x.csv 2>$TMP/e; test $? -eq 1 && grep -q "row 1: play by e-mail: the dice of 'assault from=2129 to=2228 loss=top policy=never' were typed with --dice 6,6,1,1" $TMP/e
sh: cp fixtures/salerno43/commandos-2129.csv $TMP/r.csv && "$UMPIRE" resolve $TMP/r.csv --in-place --journal $TMP/rj.csv --rule cp-fortified=marker-only --dice 6,6,1,1 assault from=2129 to=2228 loss=top policy=never >/dev/null && python3 tests/golden/data/pbem-tool.py chance $TMP/rj.csv 1 dice > $TMP/y.csv && python3 tests/golden/data/pbem-tool.py chance $TMP/y.csv 0 mode pbem > $TMP/x.csv && "$UMPIRE" verify $TMP/x.csv 2>$TMP/e; test $? -eq 1 && grep -q "row 1: play by e-mail: --rule cp-fortified=marker-only changed a ruling" $TMP/e
sh: cp fixtures/salerno43/commandos-2129.csv $TMP/s.csv && "$UMPIRE" resolve $TMP/s.csv --in-place --journal $TMP/sj.csv assault from=2129 to=2228 loss=top policy=never >/dev/null && python3 tests/golden/data/pbem-tool.py chance $TMP/sj.csv 0 mode pbem > $TMP/x.csv && "$UMPIRE" verify $TMP/x.csv 2>$TMP/e; test $? -eq 1 && grep -q "row 1: play by e-mail: 'assault from=2129 to=2228 loss=top policy=never' rolled 4 dice from the state's seed" $TMP/e
# outside play by e-mail, verify says where each die came from
sh: "$UMPIRE" verify $TMP/pj.csv > $TMP/o && grep -q "^row 1 (allied): assault from=2129 to=2228 loss=top policy=never: 8 dice from --seed f, chosen by the mover$" $TMP/o
sh: "$UMPIRE" verify $TMP/qj.csv > $TMP/o && grep -q "^row 1 (allied): assault from=2129 to=2228 loss=top policy=never: 4 dice typed at the table (--dice 6,6,1,1)$" $TMP/o
sh: "$UMPIRE" verify $TMP/sj.csv > $TMP/o && grep -q "^row 1 (allied): assault from=2129 to=2228 loss=top policy=never: 4 dice from the state's seed (draws 0-3)$" $TMP/o
sh: "$UMPIRE" verify $TMP/rj.csv > $TMP/o && grep -q "^row 1 (allied): .*ruling changed: --rule cp-fortified=marker-only" $TMP/o
