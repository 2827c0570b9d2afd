# ruling axis-supply-radius=eight (digest A26): "more than 8 hexes from the
# road" puts ax-7 (its neighbour 4215 7 hexes off the road) in supply; ax-far
# (9) stays out.
cmd: resolve tests/golden/data/s43-supply-axis.csv supply side=axis --rule axis-supply-radius=eight -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,ax-7,axis,DE,16pz,infantry,company,soft,4116,1,2,1,4,4,6,' $TMP/s.csv
sh: grep -qx 'unit,ax-far,axis,DE,16pz,infantry,company,soft,3916,1,2,1,4,4,6,out_of_supply' $TMP/s.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling axis-supply-radius=eight applies, not the default (umpire rulings salerno43) (§7.11; digest A26).
ax-near in 4716: in supply, the adjacent hex 4815 is 1 hex off the road from entry hex 5216 (at most 7) (§7.0, §7.11).
ax-7 in 4116: in supply, the adjacent hex 4215 is 7 hexes off the road from entry hex 5216 (at most 7) (§7.0, §7.11).
ax-far in 3916: out of supply, the nearest adjacent hex 4015 is 9 hexes off the road from entry hex 5216, more than 7 (§7.11).
ax-far: the "out of supply" marker is placed (§7.34).
ax-cut in 3614: out of supply, every adjacent hex is in an enemy ZOC or holds an enemy unit (a friendly unit does not cancel the ZOC) (§7.0).
ax-cut: the "out of supply" marker is placed (§7.34).
ax-old in 5017: in supply, the adjacent hex 5016 is on the road from entry hex 5216 (§7.0, §7.11).
ax-old: the "out of supply" marker is removed (§7.34).
axis units: 3 in supply, 2 out of supply (§7.34).
--- stderr
