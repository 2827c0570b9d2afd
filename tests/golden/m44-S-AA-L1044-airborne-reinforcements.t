# American Airborne (seed L1044): "le joueur des Allies ne peut appeler en renfort
# que les unites suivantes : Resistants, Parachutistes, Camions de transport ou
# Artillerie parachutee". An infantry reinforcement is refused; paratroopers
# (special forces) and Resistance (3 figures) are placed; a truck's rules are not
# given (exit 69 naming the units table's cell).
cmd: resolve tests/golden/data/m44-aa-deploy.csv deploy id=us-inf-9 type=infantry via=adjacent hex=0909
status: 1
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-aa-deploy.csv deploy id=us-sf-9 type=special_forces via=adjacent hex=0909 2>/dev/null | grep -q "^unit,us-sf-9,allies,,special_forces,0909,4,"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-aa-deploy.csv deploy id=fr-res-9 type=resistance via=forest hex=1010 2>/dev/null | grep -q "^unit,fr-res-9,allies,,resistance,1010,3,"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-aa-deploy.csv deploy id=us-tr-9 type=truck via=adjacent hex=0909 2>&1); test $? = 69 && printf '%s\n' "$out" | grep -q "row truck, column figures is unknown"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-deploy.csv deploy id=gb-inf-9 type=infantry via=adjacent hex=0909 >/dev/null 2>&1; test $? != 1
--- stderr
umpire: in American Airborne the Allies call only Resistance, paratroopers (special_forces), transport trucks or air-dropped artillery; infantry is none of them (§S-AA L1044)
