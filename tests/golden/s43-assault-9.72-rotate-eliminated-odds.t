# §9.72 (issue 12, engine): the odds of an order whose rotate1= names a unit
# that some branches eliminate in round 1: every branch is a finished combat,
# none is left "running", and the p column sums to 1.
cmd: odds tests/golden/data/rules-rotation.csv assault from=4211 to=4111 rotate1=de-1 policy=always loss=top --format csv
status: 0
sh: "$UMPIRE" odds tests/golden/data/rules-rotation.csv assault from=4211 to=4111 rotate1=de-1 policy=always loss=top --format csv >$TMP/o.csv && ! grep -q ',running$' $TMP/o.csv && grep -q ',de-1' $TMP/o.csv
