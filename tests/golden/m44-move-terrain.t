# Terrain on the move: a forest stops a unit (base game 5.2); a bridge is entered
# from no water hex (L163); never from an estuary onto a bridge (L151); a river is
# impassable.
cmd: resolve tests/golden/data/m44-terrain-move.csv move unit=gb-inf-1 path=0510,0610
status: 1
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-terrain-move.csv move unit=gb-inf-2 path=0810 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "from an estuary onto a bridge"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-terrain-move.csv move unit=gb-inf-1 path=0510 >/dev/null
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-terrain-move.csv move unit=gb-inf-2 path=0710 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "may not enter 0710"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-terrain-move.csv move unit=gb-arm-1 path=0810 | grep -q "^unit,gb-arm-1,allies,GB,armor,0810,"
--- stdout
--- stderr
umpire: gb-inf-1 must stop on entering 0510 (terrain table, base game 5.2 (not in seed))
