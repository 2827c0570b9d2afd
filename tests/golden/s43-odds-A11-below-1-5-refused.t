# Ruling below-1-5=refuse (A11; issue 12, engine): the odds of an attack below
# 1:5 are refused as resolve refuses it: exit 1, nothing on stdout, in every
# format (text, CSV, JSON), and not one certain "no losses" row.
cmd: odds tests/golden/data/ruling-limbered-aa.csv assault from=3031 to=3131 policy=never loss=top --rule below-1-5=refuse
status: 1
sh: ! "$UMPIRE" odds tests/golden/data/ruling-limbered-aa.csv assault from=3031 to=3131 policy=never loss=top --rule below-1-5=refuse --format csv >$TMP/c 2>/dev/null && test ! -s $TMP/c
sh: ! "$UMPIRE" odds tests/golden/data/ruling-limbered-aa.csv assault from=3031 to=3131 policy=never loss=top --rule below-1-5=refuse --format json >$TMP/j 2>/dev/null && test ! -s $TMP/j
--- stdout
--- stderr
umpire: odds 0 vs 6 are below 1:5, and the ruling below-1-5=refuse forbids the attack (A11)
