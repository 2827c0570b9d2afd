# Issue 13, accident 5: a failure still wrote files. The journal was written
# before the state, so a state that could not be written (exit 74) left the
# journal one order ahead, and the retry made verify call an honest player a
# cheat; --log was truncated. Now the log, the journal and the state are each
# written to a temporary file first, and replaced only when all three are: the
# state to /dev/full (no space left) leaves journal and log as they were, and the
# retry verifies; a log that cannot be written leaves state and journal alone.
cmd: games
sh: cp tests/golden/data/journal-start.csv $TMP/g.csv && "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv --dice 1,1,6,6 assault from=4211 to=4111 policy=never loss=top >/dev/null && cp $TMP/j.csv $TMP/j0.csv && echo "the log of the last order" > $TMP/log.txt && cp $TMP/log.txt $TMP/log0.txt && cp $TMP/g.csv $TMP/g0.csv
sh: "$UMPIRE" resolve $TMP/g.csv -o /dev/full --journal $TMP/j.csv --log $TMP/log.txt --dice 1,1,6,6 assault from=4212 to=4112 att=us-36,us-m4 policy=never loss=top 2>$TMP/e; test $? -eq 74 && grep -q "/dev/full: cannot write: No space left on device" $TMP/e && cmp $TMP/j.csv $TMP/j0.csv && cmp $TMP/log.txt $TMP/log0.txt && cmp $TMP/g.csv $TMP/g0.csv
sh: "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv --log /dev/full --dice 1,1,6,6 assault from=4212 to=4112 att=us-36,us-m4 policy=never loss=top 2>/dev/null; test $? -eq 74 && cmp $TMP/g.csv $TMP/g0.csv && cmp $TMP/j.csv $TMP/j0.csv
sh: "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv --log $TMP/log.txt --dice 1,1,6,6 assault from=4212 to=4112 att=us-36,us-m4 policy=never loss=top && "$UMPIRE" verify $TMP/j.csv $TMP/g.csv | grep -q ": 2 orders verified;" && ! cmp -s $TMP/log.txt $TMP/log0.txt
