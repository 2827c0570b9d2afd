# deploy (§II-Reinf L188-L231): an Allied reinforcement goes onto the empty landing
# craft gb-lc-1 (on_lc: no move, no battle this turn, L207). With the centre and
# right beach sections Allied (no Axis unit on or next to them) it may instead land
# on the centre littoral 0620, but not on the left beach 0218, held by the Axis.
# Resistance goes on a forest next to a friendly unit (L220). The landing craft is
# not empty twice.
cmd: resolve tests/golden/data/m44-deploy.csv deploy id=gb-inf-9 type=infantry lc=gb-lc-1 nation=GB -o $TMP/s.csv
status: 0
sh: grep -q "^unit,gb-inf-9,allies,GB,infantry,0622,4,,,,,deployed;on_lc,$" $TMP/s.csv && grep -q "^unit,gb-lc-1,allies,GB,landing_craft,0622,1,,,,,,gb-inf-9$" $TMP/s.csv
sh: out=$("$UMPIRE" resolve $TMP/s.csv deploy id=gb-inf-8 type=infantry lc=gb-lc-1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "is not empty"
sh: out=$("$UMPIRE" resolve $TMP/s.csv land unit=gb-lc-1 path=0621,0620 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "may neither move"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-deploy.csv deploy id=gb-inf-9 type=infantry via=beach hex=0620 | grep -q "^unit,gb-inf-9,allies,,infantry,0620,4,,,,,deployed,"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-deploy.csv deploy id=gb-inf-9 type=infantry via=beach hex=0218 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "not a beach or littoral hex of a section"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-deploy.csv deploy id=fr-res-1 type=infantry via=forest hex=1010 nation=FR >/dev/null
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-deploy.csv deploy id=fr-res-1 type=infantry via=forest hex=0618 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "not next to a friendly unit"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-inf-9 (infantry, 4 figures) is deployed in 0622 on gb-lc-1: that is its move this turn, and it moves no further (§II-Reinf L190).
On a landing craft it may neither move nor battle this turn (§II-Reinf L207).
--- stderr
