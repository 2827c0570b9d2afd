# §4.4: a Ranger crosses an impassable hexside on the infiltration table (test chart: 4 or
# more); it enters the German ZOC and stops there (§3).
cmd: resolve tests/golden/data/n44-special.csv infiltrate unit=us-2-rgr to=0613 op=hexside --tables tests/examples/data/normandie44-tables --dice 4 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-2-rgr,.*,0613,0,0,elite;from=0612;mp=1;moved=1" $TMP/out.csv
--- stdout
us-2-rgr's infiltration roll (hexside): 1d6 = 4: it succeeds (§4.4).
us-2-rgr enters 0613: 0613 clear 1 + 0 leaving an enemy ZOC (§3) (§4.4).
us-2-rgr's move ends there (§3).
--- stderr
