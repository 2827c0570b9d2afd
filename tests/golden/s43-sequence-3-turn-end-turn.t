# §3 (issue 12): turn end=turn from the second player's combat phase walks every
# phase left in the game turn, ends it (§9.9: fought, moved...), and begins the
# next at its first phase, the weather phase (§3.1 A a), the Axis player
# active (he rolls it, §22.1); end=phase then ends one phase at a time.
cmd: resolve tests/golden/data/s43-sequence.csv turn end=player -o $TMP/a.csv
status: 0
sh: $UMPIRE resolve $TMP/a.csv turn end=turn -o $TMP/b.csv >$TMP/log && grep -qx 'set,phase,weather' $TMP/b.csv && grep -qx 'set,active,axis' $TMP/b.csv && grep -qx 'set,turn,10-afternoon' $TMP/b.csv && ! grep -q '^unit,.*fought' $TMP/b.csv
sh: grep -qxF 'Now the weather phase, the Axis player active (§3.1 A a).' $TMP/log
sh: $UMPIRE resolve $TMP/b.csv turn end=phase -o $TMP/c.csv && grep -qx 'set,phase,allied-air' $TMP/c.csv && grep -qx 'set,active,allied' $TMP/c.csv
sh: $UMPIRE resolve $TMP/c.csv turn end=naval -o $TMP/d.csv && grep -qx 'set,phase,combat' $TMP/d.csv && grep -qx 'set,active,allied' $TMP/d.csv
