# §19.3, §20.3: the base in 0711 advances to range 1 (TEST DATA track): both anti-tank ditches
# of draw D1 (0810/0910, 0811/0911) border its range, so the engineers have completely cleared
# the draw's German obstacles: the order writes D1's cleared column (the player no longer types
# it). D2's mined trail in 0912, 2 hexes away, is not cleared: D2 stays 0.
cmd: resolve tests/examples/data/omaha-base-draws.csv base div=1 hex=0711 action=advance --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'draw,D1,0810 0811,0910 0911,1' $TMP/s.csv && grep -qx 'draw,D2,0912,0912,0' $TMP/s.csv
--- stdout
The base in 0711 advances to box 2: range 1 (§19.2).
Every German obstacle of draw D1 (anti-tank walls and ditches, mined roads) is in an engineer base's range: the engineers have completely cleared it (draw D1 cleared 1) (§19.3, §20.3).
--- stderr
