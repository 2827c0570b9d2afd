# §11.13: a unit that gave support (us-s) does not advance; nor one marked
# withdraw (§5.12), immobilized (§11.13), or that already advanced (§11.14).
cmd: resolve tests/golden/data/s43-advance.csv advance unit=us-s path=3031
status: 1
sh: $UMPIRE resolve tests/golden/data/s43-advance.csv advance unit=us-w path=3031 2>&1 >/dev/null | grep -qF 'us-w is marked withdraw (§5.12)'
sh: $UMPIRE resolve tests/golden/data/s43-advance.csv advance unit=us-i path=3031 2>&1 >/dev/null | grep -qF 'us-i is immobilized (§11.13)'
sh: $UMPIRE resolve tests/golden/data/s43-advance.csv advance unit=us-a path=3031 2>&1 >/dev/null | grep -qF 'us-a has already advanced after combat this turn (§11.14)'
sh: $UMPIRE resolve tests/golden/data/s43-advance.csv advance unit=us-z2 path=2625 2>&1 >/dev/null | grep -qF 'us-z2 in 2624 is next to no RMF marker oriented against the Allied player (§11.12, §11.1)'
--- stdout
--- stderr
umpire: advance: us-s gave support in a combat this turn (only SP guns and armoured platoons next to the enemy may still advance) (§11.13, §27.21)
