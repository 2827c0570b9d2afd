# E14 (§21.8): -1 announced, die 4: a retreat of 3 hexes; only 2666 is a legal
# first hex (then 2667, 2668): the retreat runs with no choice left. The
# example's "4 or more" case; its "résultat 3" case (2566 still possible) reads
# as a die of 3, i.e. the result 2 of E14-21.8-result-2-three-hexes.t: read as
# a final result of 3, it would contradict the "4 or more" case on any map
# (the path by 2766 fails at its third hex either way; umpire-salerno43(7)).
cmd: resolve tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=-1 --dice 4 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,16pz-2-pz-4,.*,2668,,1,1,1,.*,$" $TMP/out.csv
sh: grep -q "^hex,2666,1,clear,,,,axis,axis$" $TMP/out.csv
sh: grep -q "^hex,2668,1,clear,,,,axis,axis$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
16pz-2-pz-4 announces -1 (§21.2).
16pz-2-pz-4 rolls 1d6 = 4 -1: retreat 3 hexes (§21.2).
Hex 1 of the retreat: only 2666 (§21.6).
Hex 2 of the retreat: only 2667 (§21.3).
Hex 3 of the retreat: only 2668 (§21.3).
16pz-2-pz-4 retreats 3 hexes: 2666, 2667, 2668 (in supply, §21.7) (§21.3).
--- stderr
