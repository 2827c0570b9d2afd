# §1.1.1.1, §9: the test TDAA gives 2 HB, 1 MB, 3 FB in clear weather on turn 4, drawn
# with the dice; the test TAMSA puts 1 FB in air superiority.
cmd: resolve tests/golden/data/n44-air.csv air superiority=fb-2 --tables tests/examples/data/normandie44-tables --dice 1,2,1,1,2,1 -o $TMP/out.csv
status: 0
sh: grep -q "^air,fb-2,FB,uk,1,1,1,0,superiority" $TMP/out.csv
sh: $UMPIRE resolve $TMP/out.csv assign air=fb-1 to=tactical:Z1 --tables tests/examples/data/normandie44-tables -o $TMP/b.csv
sh: ! $UMPIRE resolve $TMP/b.csv assign air=fb-3 to=tactical:Z1 --tables tests/examples/data/normandie44-tables
sh: $UMPIRE resolve $TMP/b.csv assign air=hb-1 to=strategic:Rennes --tables tests/examples/data/normandie44-tables -o $TMP/c.csv
--- stdout
The TDAA for turn 4, clear: 2 HB, 1 MB, 3 FB (§1.1.1.1, §9).
Drawn from the HB bowl (1d3 = 1): hb-1 (§1.1.1.1).
Drawn from the HB bowl (1d2 = 2): hb-3 (§1.1.1.1).
Drawn from the MB bowl (1d2 = 1): mb-1 (§1.1.1.1).
Drawn from the FB bowl (1d4 = 1): fb-1 (§1.1.1.1).
Drawn from the FB bowl (1d3 = 2): fb-3 (§1.1.1.1).
Drawn from the FB bowl (1d2 = 1): fb-2 (§1.1.1.1).
fb-2 flies air superiority: unusable for the turn (§9).
--- stderr
