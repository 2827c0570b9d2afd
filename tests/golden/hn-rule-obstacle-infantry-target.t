# obstacle-infantry=target: only an infantry target is hidden by the grass.
cmd: resolve tests/golden/data/hn-rulings.csv los from=A2 to=J2 as=inf at=light --rule obstacle-infantry=target -o $TMP/s.csv
status: 0
--- stdout
Ruling obstacle-infantry=target applies (the default is either) (§1.2; A11).
Line of sight from A2 (infantry) to J2 (light vehicle) (§1.1).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
