# bridge demolish (§20.2): a unit that moved this turn may not try.
cmd: resolve tests/golden/data/s43-bridge.csv bridge action=demolish id=b-4452 unit=de-moved --dice 1 -o $TMP/o.csv
status: 1
sh: test ! -e $TMP/o.csv
--- stdout
--- stderr
umpire: bridge: de-moved moved this turn: only a unit that does not move may try (§20.2)
