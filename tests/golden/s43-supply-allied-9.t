# §7.0, §24.42 note: on the morning and afternoon of 9 September every Allied
# unit is in supply, us-far too.
cmd: resolve tests/golden/data/s43-supply-allied.csv supply side=allied -o $TMP/s.csv
status: 0
sh: sed 's/^set,turn,10-morning$/set,turn,9-afternoon/' tests/golden/data/s43-supply-allied.csv >$TMP/a.csv && $UMPIRE resolve $TMP/a.csv supply side=allied -o $TMP/b.csv && ! grep -q out_of_supply $TMP/b.csv
sh: sed 's/^set,turn,10-morning$/set,turn,9-night/' tests/golden/data/s43-supply-allied.csv >$TMP/a.csv && $UMPIRE resolve $TMP/a.csv supply side=allied -o $TMP/b.csv && grep -q '^unit,us-far,.*out_of_supply$' $TMP/b.csv
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
