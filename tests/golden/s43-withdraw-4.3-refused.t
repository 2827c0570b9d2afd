# §4.3: us-1 is in no enemy ZOC; ge-1 is not the active player's; us-w is
# already marked; once a unit of the side has fought the declaration is over
# (§21.0).
cmd: resolve tests/golden/data/s43-withdraw.csv withdraw unit=us-1
status: 1
sh: $UMPIRE resolve tests/golden/data/s43-withdraw.csv withdraw unit=ge-1 2>&1 >/dev/null | grep -qF 'ge-1 is not the active (Allied) player'"'"'s (§4.3, §21.0)'
sh: $UMPIRE resolve tests/golden/data/s43-withdraw.csv withdraw unit=us-w 2>&1 >/dev/null | grep -qF 'us-w is already marked withdraw (§4.3)'
sh: $UMPIRE resolve tests/golden/data/s43-advance.csv withdraw unit=us-z2 2>&1 >/dev/null | grep -qF 'us-1 has fought: the withdraw markers are placed at the start of the combat phase'
sh: $UMPIRE resolve tests/golden/data/s43-withdraw.csv withdraw unit=nope >/dev/null 2>&1; test $? = 65
--- stdout
--- stderr
umpire: withdraw: us-1 in 3030 is in no enemy ZOC: only a unit in an enemy ZOC withdraws (§4.3)
