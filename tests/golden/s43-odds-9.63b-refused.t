# §9.63 b (issue 12, engine): at 10:1, over8=4+7 adds up to more than the odds
# allow; the rules refuse it in the round's enumeration, and odds refuse it as
# resolve would: exit 1, the rule in the message, nothing on stdout (no
# "no losses" row read from the refusal, in any format).
cmd: odds tests/golden/data/s43-ten-to-one.csv assault from=4211 to=4111 over8=4+7 --format csv
status: 1
sh: ! "$UMPIRE" odds tests/golden/data/s43-ten-to-one.csv assault from=4211 to=4111 over8=4+7 >$TMP/t 2>/dev/null && test ! -s $TMP/t
sh: ! "$UMPIRE" odds tests/golden/data/s43-ten-to-one.csv assault from=4211 to=4111 over8=4+7 --format json >$TMP/j 2>/dev/null && test ! -s $TMP/j
sh: ! "$UMPIRE" resolve tests/golden/data/s43-ten-to-one.csv assault from=4211 to=4111 over8=4+7 --dice 1,1,1,1,1,1,1,1 -o $TMP/o.csv 2>/dev/null && test ! -e $TMP/o.csv
--- stdout
--- stderr
umpire: over8=4+7: the two attacks add up to more than the 10:1 available (§9.63 b)
