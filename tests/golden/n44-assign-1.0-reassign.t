# §1.0, §1.1.1.1 (ruling air-reassign, 11.3.2): fb-1 flies tactical interdiction over Z1
# from the turn's start; in phase B's air phase it keeps its mission by default, and
# may be reassigned with air-reassign=yes.
cmd: resolve tests/golden/data/n44-air.csv air superiority=fb-2 --tables tests/examples/data/normandie44-tables --dice 1,2,1,1,2,1 -o $TMP/a.csv
status: 0
sh: $UMPIRE resolve $TMP/a.csv assign air=fb-1 to=tactical:Z1 --tables tests/examples/data/normandie44-tables -o $TMP/b.csv && $UMPIRE resolve $TMP/b.csv turn to=B-air --tables tests/examples/data/normandie44-tables -o $TMP/c.csv >/dev/null && grep -q "^set,phase,B-air$" $TMP/c.csv
sh: ! $UMPIRE resolve $TMP/c.csv assign air=fb-1 to=strategic:Rennes --tables tests/examples/data/normandie44-tables -o $TMP/d.csv 2>$TMP/err && grep -q "the missions assigned at the turn's start are kept in phase B (ruling air-reassign=no)" $TMP/err
sh: $UMPIRE resolve $TMP/c.csv assign air=fb-1 to=strategic:Rennes --tables tests/examples/data/normandie44-tables --rule air-reassign=yes -o $TMP/e.csv && grep -q "^air,fb-1,FB,us,1,1,1,0,strategic:Rennes$" $TMP/e.csv
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
