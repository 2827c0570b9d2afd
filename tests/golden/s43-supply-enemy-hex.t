# ruling supply-enemy-hex: us-entry holds the Axis source 5216 but exerts no ZOC
# into its own hex. Blocked (the default): the source is closed and ax-link
# (next to 5526, the far end of the off-map road from 5216, §5.34) is out of
# supply; zoc-only (§7.0 names only the ZOC): the line runs 5216 -> off-map
# road -> 5526, and ax-link is in supply.
cmd: resolve tests/golden/data/s43-supply-link.csv supply side=axis --rule supply-enemy-hex=zoc-only -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,ax-link,axis,DE,16pz,infantry,company,soft,5527,1,2,1,4,4,6,' $TMP/s.csv
sh: $UMPIRE resolve tests/golden/data/s43-supply-link.csv supply side=axis -o $TMP/b.csv && grep -qx 'unit,ax-link,axis,DE,16pz,infantry,company,soft,5527,1,2,1,4,4,6,out_of_supply' $TMP/b.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling supply-enemy-hex=zoc-only applies, not the default (umpire rulings salerno43) (§7.0, §7.21).
ax-link in 5527: in supply, the adjacent hex 5526 is on the road from entry hex 5216 (§7.0, §7.11).
axis units: 1 in supply, 0 out of supply (§7.34).
--- stderr
