# §4.4: the infiltration roll fails (test chart: 1-3 across a hexside): the Ranger stays, and
# its move ends (ruling infiltration-fail=stop): a move after it is refused (§4.1.1).
cmd: resolve tests/golden/data/n44-special.csv infiltrate unit=us-2-rgr to=0613 op=hexside --tables tests/examples/data/normandie44-tables --dice 2 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-2-rgr,.*,0612,0,0,elite;from=0612$" $TMP/out.csv
sh: ! $UMPIRE resolve $TMP/out.csv move unit=us-2-rgr path=0512 --tables tests/examples/data/normandie44-tables -o $TMP/b.csv 2>/dev/null
--- stdout
us-2-rgr's infiltration roll (hexside): 1d6 = 2: it fails (§4.4).
us-2-rgr stays in 0612: its move ends (ruling infiltration-fail) (§4.4).
--- stderr
