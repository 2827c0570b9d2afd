# §7.1.3 ("pion retourné puis supprimé au bout de deux tours"): a German unit in the port
# hex of the reduced Allied Cherbourg depot removes it; it will not turn full.
cmd: resolve tests/golden/data/n44-ports-reduced.csv turn --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^depot,cherbourg,allied,cherbourg,0223,destroyed,,4/2,8/4,$" $TMP/out.csv
--- stdout
Turn 9: weather ends; logistics begins (§1.0).
de-709 is in Cherbourg's port hex 0223: the depot cherbourg is removed, halved a second time (ruling cherbourg-halving) (§7.1.3).
The port mulberry-a is in German ZOC: its construction stops, its first face is due on turn 10 (§7.1).
The depot barfleur is built: on the map on its full face (§7.1.2).
--- stderr
