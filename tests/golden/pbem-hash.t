# `umpire hash STATE` prints the BLAKE2b-256 hash of the state's canonical text:
# what the first row of a journal must match, so that both players agree on the
# start (the fixture is canonical: python hashes its bytes and agrees).
cmd: hash fixtures/salerno43/commandos-2129.csv
status: 0
sh: test "$("$UMPIRE" hash fixtures/salerno43/commandos-2129.csv)" = "$(python3 tests/golden/data/pbem-tool.py hash fixtures/salerno43/commandos-2129.csv)"
sh: cp fixtures/salerno43/commandos-2129.csv $TMP/g.csv && "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv --dice 1,1,6,6 assault from=2129 to=2228 loss=top policy=never >/dev/null && "$UMPIRE" verify $TMP/j.csv | grep -q "^$TMP/j.csv: salerno43, starting from the state $("$UMPIRE" hash fixtures/salerno43/commandos-2129.csv) (umpire hash)"
--- stdout
72035cff813d43bad10028239039f8ce4102c8c40b03a0961d2f1931f620940b
