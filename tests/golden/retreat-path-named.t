# retreat (§21.3): a path named in full is checked and applied (2666, 2667); the
# unit loses its withdraw marker; the two units left in 2665 close up (1, 2).
cmd: resolve tests/golden/data/retreat-a.csv retreat unit=16pz-2-pz-4 path=2666,2667 --dice 2 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,16pz-2-pz-4,.*,2667,,1,1,1,.*,$" $TMP/out.csv
sh: grep -q "^unit,16pz-64-a,.*,2665,,1,.*,out_of_supply;withdraw$" $TMP/out.csv
sh: grep -q "^unit,16pz-64-b,.*,2665,,2,.*,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
16pz-2-pz-4 rolls 1d6 = 2: retreat 2 hexes (§21.2).
16pz-2-pz-4 retreats 2 hexes: 2666, 2667 (in supply, §21.7) (§21.3).
--- stderr
