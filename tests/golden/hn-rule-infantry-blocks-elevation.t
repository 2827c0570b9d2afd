# A9: with infantry-blocks=elevation, infantry blocks only across an elevation
# Line: c in the trench no longer blocks a on C3 at b on G3.
cmd: resolve tests/examples/data/hn-ex01-trench.csv los from=C3 to=G3 --rule infantry-blocks=elevation -o $TMP/s.csv
status: 0
--- stdout
Ruling infantry-blocks=elevation applies (the default is always) (§1.1 élévation D, encaissé D; A9).
Line of sight from C3 (a, infantry) to G3 (b, infantry) (§1.1).
Infantry c on E3 does not block: no elevation Line is crossed (ruling infantry-blocks=elevation).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
