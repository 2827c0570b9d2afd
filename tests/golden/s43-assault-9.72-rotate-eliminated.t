# §9.72 (issue 12, engine): rotate1= names de-1, which the Allied roll of 2 at
# 1:1 eliminates in round 1 (3 steps: de-1's 2, then de-2's 1, loss=top):
# there is nothing left to send down the stack, so the rotation skips it and
# the combat goes on (roles swapped, §9.67 a); the order is not refused after its dice with a wrong
# reason ("did not fight in round 1").
cmd: resolve tests/golden/data/rules-rotation.csv assault from=4211 to=4111 rotate1=de-1 --dice 6,6,1,1,6,6,6,6,6,6,6,6 continue=yes,yes loss=top
status: 0
sh: "$UMPIRE" resolve tests/golden/data/rules-rotation.csv assault from=4211 to=4111 rotate1=de-1 --dice 6,6,1,1,6,6,6,6,6,6,6,6 continue=yes,yes loss=top 2>&1 >/dev/null | grep -qxF 'de-1 was eliminated in round 1: there is nothing to send down the stack (§9.72).'
