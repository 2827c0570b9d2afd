# §9.1, §9.83 at turn end=combat: us-z2 is in ge-1's ZOC, not marked withdraw,
# and did not attack: refused; with us-z2 withdrawn, us-low (below ge-h across a
# precipice, §9.83) still had to be marked; with both marked, the phase ends.
cmd: resolve tests/golden/data/s43-withdraw.csv turn end=combat
status: 1
sh: $UMPIRE resolve tests/golden/data/s43-withdraw.csv withdraw unit=us-z2 -o $TMP/a.csv 2>/dev/null && $UMPIRE resolve $TMP/a.csv turn end=combat 2>&1 >/dev/null | grep -qF 'us-low in 2422 is lower than an adjacent enemy across a precipice, with no commando or ranger: it had to be marked withdraw (§9.83)'
sh: $UMPIRE resolve tests/golden/data/s43-withdraw.csv withdraw unit=us-z2,us-low -o $TMP/b.csv 2>/dev/null && $UMPIRE resolve $TMP/b.csv turn end=combat 2>&1 >/dev/null | grep -qF 'Every Allied unit in an enemy ZOC has attacked or is marked withdraw (§9.1)'
--- stdout
--- stderr
umpire: turn end=combat: us-z2 in 2624 is in an enemy ZOC, not marked withdraw, and its hex has not attacked (§9.1)
