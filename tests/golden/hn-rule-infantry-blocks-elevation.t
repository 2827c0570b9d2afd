# A9: with infantry-blocks=elevation, infantry blocks the sight between two
# infantry units only across an elevation Line: f on D2, outside the trench,
# no longer blocks a on C3 at d on E1 (EX-01 01d; the default blocks it).
cmd: resolve tests/examples/data/hn-ex01-trench.csv los from=C3 to=E1 --rule infantry-blocks=elevation -o $TMP/s.csv
status: 0
--- stdout
Ruling infantry-blocks=elevation applies (the default is always) (§1.1 élévation D, encaissé D; A9).
Line of sight from C3 (a, infantry) to E1 (d, infantry) (§1.1).
Line tr1 (+C3-+H3: difficult;noveh;sunken;def_inf=2): the firer is adjacent to it: its effects do not count (§1.1 Lignes pt.4); Encaissé still applies (précision).
Infantry f on D2 does not block: no elevation Line is crossed (ruling infantry-blocks=elevation).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
