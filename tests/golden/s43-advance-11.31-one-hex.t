# §11.31: next to an RMF = 1/3 at most 1 hex, under either ruling; 2829 alone
# is a route.
cmd: resolve tests/golden/data/s43-advance.csv advance unit=us-t path=2829,2828
status: 1
sh: $UMPIRE resolve tests/golden/data/s43-advance.csv advance unit=us-t path=2829,2828 --rule advance-routes=limits >/dev/null 2>&1; test $? = 1
sh: $UMPIRE resolve tests/golden/data/s43-advance.csv advance unit=us-t path=2829 >/dev/null 2>&1
--- stdout
--- stderr
umpire: advance: path=2829,2828 is not a route of the RMF marker next to 2830 (RMF = 0: its hex only; 1/3: 1 hex; 1/2: 1 or 2 hexes) (§11.21, §11.31, §11.41; ruling advance-routes)
