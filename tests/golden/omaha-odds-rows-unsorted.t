# issue 14: the odds over the draw pile load the model from the state as read
# when its rows are in key order (one parse), else from its canonical text: a
# state whose unit rows are written in reverse order gives the same odds.
cmd: odds tests/examples/data/omaha-odds.csv land sector=west --tables tests/examples/data/omaha-tables
status: 0
sh: awk '/^unit,/ { u[n++] = $0; next } n && !done { for (i = n - 1; i >= 0; i--) print u[i]; done = 1 } { print } END { if (!done) for (i = n - 1; i >= 0; i--) print u[i] }' "$ROOT/tests/examples/data/omaha-odds.csv" >"$TMP/rev.csv"
sh: ! cmp -s "$ROOT/tests/examples/data/omaha-odds.csv" "$TMP/rev.csv"
sh: "$UMPIRE" odds "$ROOT/tests/examples/data/omaha-odds.csv" land sector=west --tables "$ROOT/tests/examples/data/omaha-tables" >"$TMP/a.txt"
sh: "$UMPIRE" odds "$TMP/rev.csv" land sector=west --tables "$ROOT/tests/examples/data/omaha-tables" >"$TMP/b.txt"
sh: cmp "$TMP/a.txt" "$TMP/b.txt"
--- stdout
odds of: land sector=west
(every card left in the draw pile, equally likely)

p    percent                        results                                                  steps_lost  delayed  eliminated
1/6  16.667%  ###                   A/1/116>CH1(-1);B/1/116>DG1(-1);C/1/116>DW1(-1)          3                              
1/6  16.667%  ###                   A/1/116>CH1(-1);B/1/116>ER1;C/1/116>X3;D/1/116>DG1(-1)   2                              
1/6  16.667%  ###                   A/1/116>DR1;B/1/116>DG1(-1);C/1/116>DW1(-1);D/1/116>ER1  2                              
1/6  16.667%  ###                   A/1/116>DR1;B/1/116>EG1;C/1/116>ER3;D/1/116>EG1          0                              
1/6  16.667%  ###                   A/1/116>ER3;B/1/116>EG1;C/1/116>ER3;D/1/116>DG1(-1)      1                              
1/6  16.667%  ###                   B/1/116>ER1;C/1/116>X3;D/1/116>EG1                       0                              

expected steps lost: 4/3 = 1.3333
(6 outcomes, 6 runs of the rules)
