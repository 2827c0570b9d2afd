# §7.1.3, §7.1 (ruling cherbourg-halving=face-per-turn): entering the logistics phase, a
# German unit in Cherbourg's port hex flips the full Allied depot to its reduced face;
# a Mulberry due this turn but in German ZOC is one turn later; a free minor port due
# this turn comes on the map.
cmd: resolve tests/golden/data/n44-ports.csv turn --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^depot,cherbourg,allied,cherbourg,0223,reduced,,4/2,8/4,$" $TMP/out.csv
sh: grep -q "^depot,mulberry-a,allied,mulberry,0714,building,10,3/2,6/3,$" $TMP/out.csv
sh: grep -q "^depot,barfleur,allied,minor,0319,full,,1,2,$" $TMP/out.csv
--- stdout
Turn 9: weather ends; logistics begins (§1.0).
de-709 is in Cherbourg's port hex 0223: the depot cherbourg is flipped to its reduced face, its capacity halved (ruling cherbourg-halving) (§7.1.3).
The port mulberry-a is in German ZOC: its construction stops, its first face is due on turn 10 (§7.1).
The depot barfleur is built: on the map on its full face (§7.1.2).
--- stderr
