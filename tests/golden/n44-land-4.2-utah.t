# §4.2: the 83rd lands through Utah (3 PE of 4) and stops on the beach (§4.4); an
# Offensive marker lands too.
cmd: resolve tests/examples/data/n44-land.csv land unit=us-83,off-1 at=utah --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-83,.*,0617,0,0,stopped" $TMP/out.csv
sh: grep -q "^set,landed.pe.utah,3" $TMP/out.csv
--- stdout
us-83 lands through utah (3 PE of 4): on the beach, its move ends there (§4.4) (§4.2).
The Offensive marker off-1 lands through utah (§4.2).
--- stderr
