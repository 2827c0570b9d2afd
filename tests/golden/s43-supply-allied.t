# supply side=allied (§7.2, §7.21, §7.22): us-near 3 MP from the full US beach
# marker (at most 10; its stale marker removed); us-far beyond 10 MP; uk-zoc 3
# hexes from the Small British beach 3036 but the Axis units' ZOC closes the
# way: the nearest British source it reaches is 10 MP away (at most 6); the
# "Salerne" marker of uk-port (§7.22) supplies uk-port (0 MP) and uk-salerne (3).
cmd: resolve tests/golden/data/s43-supply-allied.csv supply side=allied -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,us-near,allied,US,36,infantry,company,soft,2535,1,2,1,4,4,6,' $TMP/s.csv
sh: grep -qx 'unit,us-far,allied,US,36,infantry,company,soft,2040,1,2,1,4,4,6,out_of_supply' $TMP/s.csv
sh: grep -qx 'unit,uk-zoc,allied,UK,56,infantry,company,soft,3033,1,2,1,4,4,6,out_of_supply' $TMP/s.csv
sh: grep -qx 'unit,uk-port,allied,UK,46,infantry,company,soft,2131,1,2,1,4,4,6,' $TMP/s.csv
sh: grep -qx 'unit,uk-salerne,allied,UK,46,infantry,company,soft,2333,1,2,1,4,4,6,' $TMP/s.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-near in 2535: in supply, beach us-red (full) is 3 MP away as a mechanised unit (at most 10) (§7.0, §7.2, §7.21).
us-near: the "out of supply" marker is removed (§7.34).
us-far in 2040: out of supply, no US source within 10 MP by hexes free of enemy ZOC, as a motorised unit crosses rivers and precipices (§7.0, §7.21, §5.4, §5.5).
us-far: the "out of supply" marker is placed (§7.34).
uk-zoc in 3033: out of supply, the "Salerne" marker in 2131 is 10 MP away as a mechanised unit, more than 6 (§7.21).
uk-zoc: the "out of supply" marker is placed (§7.34).
uk-port in 2131: in supply, the "Salerne" marker in 2131 is 0 MP away as a mechanised unit (at most 6) (§7.0, §7.2, §7.21).
uk-salerne in 2333: in supply, the "Salerne" marker in 2131 is 3 MP away as a mechanised unit (at most 6) (§7.0, §7.2, §7.21).
allied units: 3 in supply, 2 out of supply (§7.34).
--- stderr
