# §25.31 with type= (A18 iv): the firer names the type. With de-c made a
# silhouette, type=silhouette puts the first 2 of the US CL's 3 steps on de-c
# (eliminated); no silhouette is left, so the third goes to the top unit, de-a.
cmd: resolve tests/examples/data/e17.csv bombard kind=naval by=us-cl-a at=1226 pick=top
status: 0
sh: sed 's/^unit,de-c,\(.*\),nato,soft,,1226,/unit,de-c,\1,silhouette,soft,,1226,/' tests/examples/data/e17.csv >$TMP/s.csv
sh: $UMPIRE resolve $TMP/s.csv bombard kind=naval by=us-cl-a at=1226 type=silhouette pick=top -o $TMP/o.csv
sh: grep -q '^unit,de-c,.*,eliminated,,3,0,2,' $TMP/o.csv
sh: grep -q '^unit,de-a,.*,1226,,1,1,2,' $TMP/o.csv
sh: grep -q '^unit,de-b,.*,1226,,2,2,2,' $TMP/o.csv
