# Issue 13, accident 9: resolving at the maximum draws wrote a state that check
# refuses (a 19-digit counter). An order whose seeded dice would take the counter
# past 999999999999999999 is refused (exit 65) and nothing is written (from
# 999999999999999997 as from 999999999999999998).
cmd: resolve tests/golden/data/pbem-max-draws.csv -o /dev/null assault from=2129 to=2228 loss=top policy=never
status: 65
sh: sed 's/^set,draws,999999999999999997$/set,draws,999999999999999998/' tests/golden/data/pbem-max-draws.csv > $TMP/g.csv && cp $TMP/g.csv $TMP/g0.csv && "$UMPIRE" resolve $TMP/g.csv --in-place assault from=2129 to=2228 loss=top policy=never 2>/dev/null; test $? -eq 65 && cmp $TMP/g.csv $TMP/g0.csv && "$UMPIRE" check $TMP/g.csv
--- stdout
--- stderr
umpire: tests/golden/data/pbem-max-draws.csv: the seeded dice are spent: this order rolls 4 dice from die 999999999999999997, and set,draws may not pass 999999999999999999
