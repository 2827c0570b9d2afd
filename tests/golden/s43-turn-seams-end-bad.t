# turn end= takes combat, movement, retreat, player or turn (exit 64); ships= only
# with end=turn.
cmd: resolve tests/golden/data/s43-turn-seams.csv turn end=works
status: 64
sh: $UMPIRE resolve tests/golden/data/s43-turn-seams.csv turn end=combat ships=us-dd-1@2332 >/dev/null 2>&1; test $? = 64
--- stdout
--- stderr
umpire: turn: end= is combat, movement, retreat, player or turn
