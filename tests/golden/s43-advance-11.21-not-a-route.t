# §11.21: 3031 then 3032 (straight on, next to neither 2931 nor 3131) and 2931
# then 2932 (not through the RMF hex) are no routes of the digest's reading
# (A21); ruling advance-routes=limits keeps only the text's 2-hex limit.
cmd: resolve tests/golden/data/s43-advance.csv advance unit=us-1 path=3031,3032
status: 1
sh: $UMPIRE resolve tests/golden/data/s43-advance.csv advance unit=us-1 path=2931,2932 >/dev/null 2>&1; test $? = 1
sh: $UMPIRE resolve tests/golden/data/s43-advance.csv advance unit=us-1 path=3031,3032 --rule advance-routes=limits 2>&1 >/dev/null | grep -qF 'Routes: the text'"'"'s limits only'
sh: $UMPIRE resolve tests/golden/data/s43-advance.csv advance unit=us-1 path=3031,3032,3033 >/dev/null 2>&1; test $? = 64
--- stdout
--- stderr
umpire: advance: path=3031,3032 is not a route of the RMF marker next to 3030 (RMF = 0: its hex only; 1/3: 1 hex; 1/2: 1 or 2 hexes) (§11.21, §11.31, §11.41; ruling advance-routes)
