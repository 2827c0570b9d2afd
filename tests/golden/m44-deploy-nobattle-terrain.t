# A reinforcement may battle the turn it is deployed "provided it was not deployed
# ... on a hex that normally prevents this unit from battling when it enters it"
# (§II-Reinf L194, L196). German infantry deployed on a forest entry hex (forest:
# no battle on entering, base game 5.2) is marked entered_stop and may not fire;
# the same unit deployed on open ground fires with 2 dice at range 2.
cmd: resolve tests/golden/data/m44-entry-forest.csv deploy id=de-inf-9 type=infantry hex=0601
status: 0
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-entry-forest.csv deploy id=de-inf-9 type=infantry hex=0601 -o $TMP/g.csv 2>&1 | grep -q "Deployed on forest, where a unit entering may not battle" && grep -q "^unit,de-inf-9,axis,,infantry,0601,4,,,,,deployed;entered_stop,$" $TMP/g.csv
sh: sed 's/us-inf-1,allies,US,infantry,0612/us-inf-1,allies,US,infantry,0603/' $TMP/g.csv > $TMP/h.csv; out=$("$UMPIRE" odds $TMP/h.csv fire from=0601 to=0603 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "de-inf-9 was deployed this turn on terrain on which a unit entering may not battle (§II-Reinf L194-L196"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-entry.csv deploy id=de-inf-9 type=infantry hex=0601 -o $TMP/c.csv 2>/dev/null && sed -i 's/us-inf-1,allies,US,infantry,0612/us-inf-1,allies,US,infantry,0603/' $TMP/c.csv && "$UMPIRE" odds $TMP/c.csv fire from=0601 to=0603 | grep -qxF "(us-inf-1: 2 dice)"
--- stdout
umpire-state,1,memoir44
# Entry hexes with a forest on 0601 (golden/m44-deploy-nobattle-terrain.t).
# E-1 (§IV-Entry L426-L432): three Entry markers on the Axis edge (row 01). Marker
# #1 points at the edge: the single hex 0201. Markers #2 and #3 lie sideways at
# 0601 and 0901: every edge hex from #2 to #3, both included, is an entry hex, so
# the state marks 0601, 0701, 0801 and 0901 (the illustration is lost: these
# positions are illustrative).
set,active,axis
set,draws,0
set,seed,entry
@unit,id,side,nation,type,hex,figures,stars,medal,token,moved,flags,cargo
unit,de-inf-1,axis,DE,infantry,0801,4,,,,,,
unit,de-inf-9,axis,,infantry,0601,4,,,,,deployed;entered_stop,
unit,us-inf-1,allies,US,infantry,0612,4,,,,,,
@hex,hex,terrain,obstacle,hill,height,section,beach,lc,exit,village,bridge_medal,objective,entry
hex,0201,countryside,,,,,,,,,,,axis
hex,0601,forest,,,,,,,,,,,axis
hex,0701,countryside,,,,,,,,,,,axis
hex,0801,countryside,,,,,,,,,,,axis
hex,0901,countryside,,,,,,,,,,,axis
--- stderr
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
de-inf-9 (infantry, 4 figures) is deployed in 0601: that is its move this turn, and it moves no further (§II-Reinf L190).
Deployed on forest, where a unit entering may not battle (terrain table, base game 5.2), it may not battle this turn (§II-Reinf L194-L196).
