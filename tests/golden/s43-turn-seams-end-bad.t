# turn end= takes turn, player, phase or a phase of the sequence of play (exit
# 64 for anything else); in a state that records no phase only combat,
# movement, retreat, player and turn can be told (end=works: refused, §3);
# ships= only at the end of the game turn.
cmd: resolve tests/golden/data/s43-turn-seams.csv turn end=lunch
status: 64
sh: $UMPIRE resolve tests/golden/data/s43-turn-seams.csv turn end=combat ships=us-dd-1@2332 >/dev/null 2>&1; test $? = 64
sh: $UMPIRE resolve tests/golden/data/s43-turn-seams.csv turn end=works >/dev/null 2>&1; test $? = 1
--- stdout
--- stderr
umpire: turn: end= is turn, player, phase or a phase of the sequence of play (umpire-salerno43(7), SEQUENCE OF PLAY), not 'lunch'
