# E-1 (§IV-Entry L426-L432), the seed's one worked example: an Axis reinforcement
# may be deployed on the single marked hex (#1, 0201) or on any edge hex of the run
# from #2 to #3, both ends included (0601 to 0901), if vacant; 0801 is taken; 0501
# and 1001, outside the run, are refused.
cmd: resolve tests/examples/data/m44-entry.csv deploy id=de-inf-9 type=infantry hex=0201
status: 0
sh: for h in 0601 0701 0901; do "$UMPIRE" resolve $ROOT/tests/examples/data/m44-entry.csv deploy id=de-inf-9 type=infantry hex=$h | grep -q "^unit,de-inf-9,axis,,infantry,$h,4,,,,,deployed," || exit 1; done
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-entry.csv deploy id=de-inf-9 type=infantry hex=0801 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "occupied"
sh: for h in 0501 1001; do out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-entry.csv deploy id=de-inf-9 type=infantry hex=$h 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "no Entry marker hex" || exit 1; done
--- stdout
umpire-state,1,memoir44
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
unit,de-inf-9,axis,,infantry,0201,4,,,,,deployed,
unit,us-inf-1,allies,US,infantry,0612,4,,,,,,
@hex,hex,terrain,obstacle,hill,height,section,beach,lc,exit,village,bridge_medal,objective,entry
hex,0201,countryside,,,,,,,,,,,axis
hex,0601,countryside,,,,,,,,,,,axis
hex,0701,countryside,,,,,,,,,,,axis
hex,0801,countryside,,,,,,,,,,,axis
hex,0901,countryside,,,,,,,,,,,axis
--- stderr
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
de-inf-9 (infantry, 4 figures) is deployed in 0201: that is its move this turn, and it moves no further (§II-Reinf L190).
