# §1.1.1.2: the players move their Offensive markers to their HQs in turn, beginning with
# the one who received more this turn (here the German, 3 to 2): the Allied player may
# not begin; the German moves one, may not move a second before the Allied player has;
# the Allied markers all moved, the German moves his last two; a German marker of the
# turn goes on a depot before it moves.
cmd: resolve tests/golden/data/n44-distribution.csv offensive marker=off-3 to=de-lxxxiv --tables tests/examples/data/normandie44-tables -o $TMP/a.csv
status: 0
sh: ! $UMPIRE resolve tests/golden/data/n44-distribution.csv offensive marker=off-1 to=us-vii --tables tests/examples/data/normandie44-tables -o $TMP/x.csv
sh: ! $UMPIRE resolve $TMP/a.csv offensive marker=off-4 to=de-lxxxiv --tables tests/examples/data/normandie44-tables -o $TMP/x.csv 2>$TMP/err && grep -q "the allied player moves the next Offensive marker" $TMP/err
sh: $UMPIRE resolve $TMP/a.csv offensive marker=off-1 to=us-vii --tables tests/examples/data/normandie44-tables -o $TMP/b.csv && $UMPIRE resolve $TMP/b.csv offensive marker=off-4 to=de-lxxxiv --tables tests/examples/data/normandie44-tables -o $TMP/c.csv && $UMPIRE resolve $TMP/c.csv offensive marker=off-2 to=us-vii --tables tests/examples/data/normandie44-tables -o $TMP/d.csv
sh: ! $UMPIRE resolve $TMP/d.csv offensive marker=off-5 to=de-lxxxiv --tables tests/examples/data/normandie44-tables -o $TMP/x.csv 2>$TMP/err && grep -q "the German markers of the turn go on the depots first" $TMP/err
sh: $UMPIRE resolve $TMP/d.csv offensive marker=off-5 to=paris --tables tests/examples/data/normandie44-tables -o $TMP/e.csv && $UMPIRE resolve $TMP/e.csv offensive marker=off-5 to=de-lxxxiv --tables tests/examples/data/normandie44-tables -o $TMP/f.csv && grep -q "^marker,off-5,offensive,1218,german$" $TMP/f.csv
--- stdout
The Offensive marker off-3 goes to HQ de-lxxxiv (§1.1.1.2).
--- stderr
