# British infantry moves 2 hexes along the beach (a move entering beach hexes: 2 at
# most); it may not battle this turn (moved beyond 1).
cmd: resolve fixtures/memoir44/sword-beach.csv move unit=gb-inf-2 path=0918,1018 -o $TMP/s.csv
status: 0
sh: "$UMPIRE" odds $TMP/s.csv fire from=1018 to=1016 2>&1 | grep -q "moved 2 hexes"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-inf-2 moves from 0818 to 1018: 2 hexes of 2 (B-8).
--- stderr
