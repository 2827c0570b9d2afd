# A8, the default: from C9 the diagonal sight crosses the elevation Line into
# G5 but reaches H5, which touches the Line: legal.
cmd: resolve tests/examples/data/hn-ex08-elevation.csv los from=C9 to=H5 -o $TMP/s.csv
status: 0
--- stdout
Line of sight from C9 (infantry) to H5 (infantry) (§1.1).
Elevation Line el (+A6-+K6): the target is one square beyond it (§1.1 ligne d'élévation A).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
