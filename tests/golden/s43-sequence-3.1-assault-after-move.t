# §3.1 B (issue 12): a player's combat phase (B a) comes before his movement
# phase (B c). In a state that records no phase, once a unit of the active
# player is marked moved his combat phase is over: us-1 may no longer attack
# de-1, nor be marked withdraw (§21.0: at the start of the combat phase); the
# odds refuse it too. Ruling sequence=off lets it through, logged.
cmd: resolve tests/golden/data/s43-moved.csv assault from=4111 to=4211 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never -o $TMP/a.csv
status: 1
sh: test ! -e $TMP/a.csv
sh: ! $UMPIRE resolve tests/golden/data/s43-moved.csv withdraw unit=us-1 2>$TMP/w >/dev/null && grep -qxF "umpire: 'withdraw': us-2 is marked moved: the Allied player's movement phase has begun, and his combat phase, which comes before it, is over (§21.0, §3.1 B a, B c)" $TMP/w
sh: ! $UMPIRE odds tests/golden/data/s43-moved.csv assault from=4111 to=4211 policy=never >$TMP/o 2>/dev/null && test ! -s $TMP/o
sh: $UMPIRE resolve tests/golden/data/s43-moved.csv withdraw unit=us-1 --rule sequence=off -o $TMP/w.csv && grep -q '^unit,us-1,.*,withdraw$' $TMP/w.csv
--- stdout
--- stderr
umpire: 'assault': us-2 is marked moved: the Allied player's movement phase has begun, and his combat phase, which comes before it, is over (§3.1 B a, B c)
