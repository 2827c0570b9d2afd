# EX-09 (§10.1), ruling a30-clearing-disrupted=before-removal: WN 60 (g60) was
# disrupted until this turn's §6.4 removal (set,undisrupted,3:g60, written by
# `fire`): judged before the removal it does not block, and 0606 is cleared.
cmd: resolve tests/examples/data/omaha-ex09-undisrupted.csv clear sector=east hexes=0606 --card fire=red,violet,blue --rule a30-clearing-disrupted=before-removal -o $TMP/s.csv
status: 0
sh: grep -qx 'hex,0606,east,beach,mid,1,1,,' $TMP/s.csv
--- stdout
g60 was disrupted until this turn's §6.4 removal: it does not block (ruling a30-clearing-disrupted=before-removal) (§10.1).
Engineers clear the obstacles of 0606 (§10.1).
1 of 2 hexes cleared in the east sector this turn (low tide) (§10.12).
--- stderr
