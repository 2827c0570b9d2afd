# §1.1 Lignes pt.5: an element's border is one Line round it ("une Ligne
# entoure complètement un ensemble de cases"), so its corners are no ends: a on
# D4 fires diagonally at t in the foxhole on F6 through its corner +F6, into
# the element, and t has the foxhole's bonus (+1). umpire took the corner for
# the end of a straight run (ruling los-vertex) and gave +0.
cmd: resolve tests/golden/data/hn-corners.csv los from=D4 to=F6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
--- stdout
Line of sight from D4 (a, infantry) to F6 (t, infantry) (§1.1).
Line fox (+F6-+G6): defensive bonus +1 for the target (§1.1 Lignes pt.5).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +1 for the target (§1.1 Lignes pt.3).
--- stderr
