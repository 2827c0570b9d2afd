# §13.5 through pending decisions: the hit waits for the type (the Allied player,
# who bombards), then for the unit (the Axis owner); each decide replays the same
# dice, and only the last answer applies the step: pz-3, a 1-step platoon, is
# eliminated and nothing else changes.
cmd: resolve tests/examples/data/e8.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b targets=pz-1,pz-2,pz-3,pz-4,pz-5 --dice 1,3 -o $TMP/p1.csv
status: 0
sh: grep -q '^pending,1,allied,type,nato|silhouette,' $TMP/p1.csv
sh: $UMPIRE resolve $TMP/p1.csv decide silhouette -o $TMP/p2.csv
sh: grep -q '^pending,1,axis,loss,pz-1|pz-2|pz-3|pz-4|pz-5,' $TMP/p2.csv
sh: ! $UMPIRE resolve $TMP/p2.csv decide pg-1 -o $TMP/bad.csv
sh: $UMPIRE resolve $TMP/p2.csv decide pz-3 -o $TMP/p3.csv
sh: ! grep -q '^pending' $TMP/p3.csv
sh: grep -q '^unit,pz-3,.*,eliminated,,3,0,1,' $TMP/p3.csv
sh: test $(grep -c ',3031,,[0-9]*,1,1,\|,3031,,[0-9]*,2,2,' $TMP/p3.csv) = 6
