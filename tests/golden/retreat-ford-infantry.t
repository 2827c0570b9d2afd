# retreat (§21.1, §5.43): foot infantry that starts the phase in a class-1 river
# hex out of enemy ZOC changes bank for 0 MP, in retreat as in a move: from bank
# A of 2766 to 2767 on bank B, then to 2667, the path named: 2 hexes, 4 MP of
# its MA 6. No bridge in 2766.
cmd: resolve tests/golden/data/retreat-ford.csv retreat unit=16pz-79-a path=2767,2667 --dice 2 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,16pz-79-a,.*,2667,,1,2,2,.*,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
16pz-79-a rolls 1d6 = 2: retreat 2 hexes (§21.2).
16pz-79-a starts the phase in river hex 2766, out of enemy ZOC: it changes bank for 0 MP (§21.1, §5.43).
16pz-79-a retreats 2 hexes: 2767, 2667 (in supply, §21.7) (§21.3).
--- stderr
