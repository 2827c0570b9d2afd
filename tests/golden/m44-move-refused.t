# No unit enters an occupied hex (B-8); armor may move at most 2 hexes when it enters
# beach hexes; a destroyer never enters an ocean hex next to a coastal hex.
cmd: resolve fixtures/memoir44/sword-beach.csv move unit=gb-inf-1 path=0618,0617
status: 1
sh: out=$("$UMPIRE" resolve $ROOT/fixtures/memoir44/sword-beach.csv move unit=gb-dd-1 path=0621 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "next to a coastal hex"
--- stdout
--- stderr
umpire: 0617 is occupied: no unit enters or crosses an occupied hex (B-8 (base game, not in seed))
